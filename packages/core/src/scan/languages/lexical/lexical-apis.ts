/**
 * How Ruby, Perl, PHP, Go, Java, Lua, Rust, C# and Swift spell the operations rules judge. Each pattern is tried on one
 * logical line (a statement joined across unbalanced brackets) with comments and the insides of string
 * literals kept apart, so a word inside a string never matches a call.
 */
export type LexicalLanguage = 'ruby' | 'perl' | 'php' | 'go' | 'java' | 'lua' | 'rust' | 'csharp' | 'swift';

export interface LexicalApis {
  /** Line comment starts (`#`, `//`, `--`); block comments are `/* … *\/` for the C-like ones. */
  lineComment: readonly string[];
  blockComments: boolean;
  /** Braces only ever build a table (Lua blocks end with `end`), never open a block. */
  bracesAreTables?: true;
  /**
   * The variables an assignment binds, in its first group that matched, comma-separated (`x = …`,
   * `my $x = …`, `a, b := …`).
   */
  assignment: RegExp;
  /** How a variable is referred to in an expression, for a name bound by `assignment`. */
  reference(name: string): RegExp;
  /** Calls that fetch from the network: the value is what the server sent. */
  fetch: RegExp;
  /** Calls that send data out (POST, upload, mail, a socket write). */
  send: RegExp;
  /**
   * Calls that send a request built earlier (`http.request(req)`, `client.Do(req)`): data goes out when the
   * request they are handed carries it.
   */
  dispatch?: RegExp;
  /** Raw connections (a socket to a host), whose other end can drive a shell. */
  connect: RegExp;
  /** DNS lookups: the name looked up leaves the machine, and can carry data (`<hex>.attacker.example`). */
  resolve: RegExp;
  /**
   * A standard stream reopened onto another handle (Perl's `open(STDIN, ">&S")`, Ruby's `$stdin.reopen`):
   * after a socket was opened, a shell started later talks to that socket.
   */
  redirectStdio: RegExp;
  /**
   * The streams of a process started earlier set to a value (Go's `cmd.Stdin, cmd.Stdout = conn, conn`):
   * when that value is a socket the unit opened and the process is a shell, the shell talks to the socket.
   */
  attachStdio?: RegExp;
  /** Writes to a stream: data sent out when the stream is a socket the unit opened. */
  socketWrite: RegExp;
  /** Decoders (base64, hex, pack): their output is `decoded`. */
  decode: RegExp;
  /** The whole environment, read at once. */
  envDump: RegExp;
  /** One environment variable read, its name in group 1. */
  envRead: RegExp;
  /** Evaluators of code held in a value. */
  evaluate: RegExp;
  /** Shell or process starters; group 1, when present, is the literal command string. */
  shell: RegExp;
  /** Loaders that run code embedded in what they load. */
  deserialize: RegExp;
  /** Calls that read a file (a literal sensitive path on the line is then read). */
  readFile: RegExp;
  /** Calls that write a file: a variable naming it holds what is written (a download saved to run). */
  writeFile: RegExp;
  /** Calls that delete a directory with everything in it. */
  removeTree: RegExp;
  /** The user's home directory (`os.UserHomeDir()`, `Dir.home`, `$ENV{HOME}`): paths joined to it start at `~`. */
  home: RegExp;
  /** A function definition, its name in group 1: what it returns taints its callers. */
  functionStart: RegExp;
  /**
   * A function returns its last expression without `return`, and is called without brackets (Ruby's
   * `def context; ENV.to_h; end` … `post(context)`): what its body computes is what a bare name returns.
   */
  implicitReturn?: boolean;
  /** Chained calls that add arguments to a command builder (Rust's `.arg("x")`, `.args(["a", "b"])`). */
  builderArgs?: RegExp;
  /** A variable holding a function's name can be called as that function (PHP's `$fn(…)`). */
  variableFunctions?: true;
  /**
   * A heredoc opener (`<<~XML`, `<<'EOF'`, PHP's `<<<EOT`), its terminator in group 2: the lines up to the
   * terminator are one string literal of the statement that opens it.
   */
  heredoc?: RegExp;
  /**
   * Evaluators that run a file by its path (Lua's `dofile`, `loadfile`): like a module load, they count only
   * when the path holds what was downloaded or decoded.
   */
  evaluateFile?: RegExp;
  /**
   * A statement that sets the program of a process object (Swift's `p.executableURL = URL(fileURLWithPath:
   * "/bin/bash")`, `p.launchPath = "/bin/sh"`): the object in group 1, the program in group 2. The statement
   * matching `shell` that names the object (`p.arguments = ["-c", …]`) is then that program's command line.
   */
  programOf?: RegExp;
  /**
   * A process starter's literals after the program are one argument string the program splits itself
   * (C#'s `Process.Start("bash", "-c \"…\"")`), not one word each.
   */
  argumentString?: boolean;
}

const C_LIKE = { lineComment: ['//'], blockComments: true } as const;

export const LEXICAL_APIS: Readonly<Record<LexicalLanguage, LexicalApis>> = {
  ruby: {
    lineComment: ['#'],
    blockComments: false,
    // `x = …`, and a loop's `for f in …` or `….each do |f|`.
    assignment:
      /^\s*([a-z_]\w*|@\w+|\$\w+)\s*(?:\|\|)?=(?![=~>])|^\s*for\s+([a-z_]\w*)\s+in\b|\.each\s*(?:do\s*|\{\s*)\|\s*([a-z_]\w*)\s*\|/,
    reference: (name) => new RegExp(`(?<![\\w@$])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\bNet::HTTP\.(?:get|get_response|start)\b|\bURI\.open\b|\bURI(?:\.parse)?\([^)]*\)\.(?:open|read)\b|\bopen\(\s*["']https?:|\b(?:HTTParty|RestClient|Faraday|HTTP|Excon|Typhoeus)\.get\b|\.read_body\b/,
    send: /\bNet::HTTP\.(?:post|post_form|put)\b|\b\w+\.(?:post|put|patch)\s*\(\s*["']\/|\bNet::HTTP::(?:Post|Put)\.new\b|\b(?:HTTParty|RestClient|Faraday|HTTP|Excon|Typhoeus)\.(?:post|put|patch)\b|\bNet::SMTP\b/,
    dispatch: /\.request\s*\(/,
    connect: /\b(?:TCPSocket|Socket|UDPSocket)\.(?:new|open|tcp)\b/,
    resolve: /\bResolv(?:::DNS)?\.(?:getaddress|getaddresses|new)\b|\bAddrinfo\.getaddrinfo\b/,
    redirectStdio: /\$std(?:in|out|err)\.reopen\s*\(|\bSTD(?:IN|OUT|ERR)\.reopen\s*\(/,
    socketWrite: /\.(?:puts|write|send|print|syswrite)\b/,
    decode:
      /\bBase64\.(?:decode64|strict_decode64|urlsafe_decode64)\b|\.unpack1?\(\s*["'](?:m|H)|\bZlib::Inflate\b|\.reverse\b/,
    envDump:
      /\bENV\.(?:to_h|to_hash|to_a|each|each_pair|map|select|filter|inspect|keys|values|sort|dup|clone)\b|\bENV\s*\)|\bENV\.to_s\b/,
    envRead: /\bENV(?:\.fetch\(|\[)\s*["'](\w+)["']/,
    evaluate:
      /\b(?:Kernel\.)?eval\s*[( ]|\b(?:instance_eval|class_eval|module_eval|instance_exec)\b|\bbinding\.eval\b/,
    shell:
      /\b(?:Kernel\.)?(?:system|exec|spawn)\s*\(?\s*(?:"([^"]*)"|'([^']*)')?|%x\{([^}]*)\}|\bIO\.popen\s*\(?\s*(?:"([^"]*)"|'([^']*)')?|\bOpen3\.\w+\s*\(?\s*(?:"([^"]*)"|'([^']*)')?|`([^`]*)`|(?:^|[\s;{(])sh\s*\(?\s*(?:"([^"]*)"|'([^']*)')/,
    deserialize: /\bMarshal\.(?:load|restore)\b|\b(?:YAML|Psych)\.(?:unsafe_load|load)\b|\bOj\.load\b/,
    // `Dir[…]` and `Dir.glob` list a folder whose files the block then reads through its own variable.
    readFile:
      /\b(?:File|IO)\.(?:read|readlines|binread|open|foreach)\b|\bFileUtils\.cp\b|\b(?:YAML|Psych|JSON)\.(?:safe_|unsafe_)?load_file\b|\bDir(?:\.glob\s*\(|\[)/,
    writeFile: /\b(?:File|IO)\.(?:write|binwrite)\b|\bFile\.open\s*\((?:[^()]|\([^()]*\))*["'][wa]b?\+?["']/,
    removeTree: /\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?)\b/,
    home: /\bDir\.home\b|\bENV(?:\.fetch\(|\[)\s*["']HOME["']|\bFile\.expand_path\(\s*["']~/,
    functionStart: /^\s*def\s+(?:self\.)?(\w+[?!]?)/,
    implicitReturn: true,
    heredoc: /<<[~-]?(["'`]?)([A-Z_][A-Z0-9_]*)\1/,
  },
  perl: {
    lineComment: ['#'],
    blockComments: false,
    // `my $x = …`, the handle `open(my $fh, '<', $path)` binds (it reads what the path holds), and a
    // loop's `for my $f (…)`.
    assignment:
      /^\s*(?:my|our|local)?\s*\(?\s*[$@%](\w+)\s*\)?\s*=(?![=~>])|^\s*open\s*\(\s*(?:my\s+)?\$(\w+)|^\s*for(?:each)?\s+(?:my\s+)?\$(\w+)\s*\(/,
    reference: (name) => new RegExp(`[$@%]\\{?${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\bLWP::Simple\b|\b(?:get|getstore|mirror)\s*\(\s*["']https?:|->get\s*\(|\bHTTP::Tiny\b.*->get\b|->request\s*\(\s*GET\b/,
    send: /->post(?:_form)?\s*\(|->put\s*\(|->request\s*\(\s*(?:POST|PUT)\b|\bNet::SMTP\b/,
    connect: /\bIO::Socket::(?:INET6?|IP)->new\b|\bsocket\s*\(/,
    resolve: /\bgethostbyname\s*\(|\bNet::DNS\b/,
    redirectStdio: /\bopen\s*\(\s*STD(?:IN|OUT|ERR)\s*,\s*["'][<>+]*&/,
    socketWrite: /->send\s*\(|\bprint\s*\{?\s*\$\w+|\bsyswrite\s*\(/,
    decode: /\bdecode_base64\b|\bMIME::Base64\b|\bpack\s*\(\s*["']H\*|\bunpack\s*\(\s*["']m/,
    envDump: /%ENV\b(?!\s*\{)|\bkeys\s+%ENV\b/,
    envRead: /\$ENV\{\s*["']?(\w+)["']?\s*\}/,
    evaluate: /\beval\s*(?:\(|\$|\s+\$|\s+`)|\beval\s+(?!\{)/,
    shell:
      /\b(?:system|exec)\s*\(?\s*(?:"([^"]*)"|'([^']*)')?|\bqx\s*[{(]([^})]*)[})]|`([^`]*)`|\bopen\s*\(\s*(?:my\s+)?\$?\w+\s*,\s*["'](?:-\||\|-)["']\s*,\s*(?:"([^"]*)"|'([^']*)')|\bopen\s*\(\s*(?:my\s+)?\$?\w+\s*,\s*"([^"]*)\|\s*"|\bopen\s*\(\s*(?:my\s+)?\$?\w+\s*,\s*["']\|?-?\|/,
    deserialize:
      /\bStorable::(?:thaw|retrieve|fd_retrieve)\b|\b(?:thaw|retrieve)\s*\(|\bYAML::(?:Load|LoadFile)\b|\bData::Serializer\b/,
    readFile: /\bopen\s*\(|\bFile::Slurp\b|\bpath\([^)]*\)->slurp\b/,
    writeFile: /\bopen\s*\(\s*(?:my\s+)?\$?\w+\s*,\s*["']>|\bwrite_file\b|->spew\b/,
    removeTree: /\b(?:rmtree|remove_tree)\s*\(/,
    home: /\$ENV\{\s*["']?HOME["']?\s*\}|\bFile::HomeDir\b/,
    functionStart: /^\s*sub\s+(\w+)/,
    heredoc: /<<~?\s*(["']?)([A-Z_][A-Z0-9_]*)\1/,
  },
  php: {
    ...C_LIKE,
    lineComment: ['//', '#'],
    // `$x = …`, and a loop's `foreach (… as $f)`.
    assignment: /^\s*\$(\w+)\s*(?:\.|\?\?)?=(?![=>])|^\s*foreach\s*\(.*\bas\s+\$(\w+)\s*\)/,
    reference: (name) => new RegExp(`\\$${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\bfile_get_contents\s*\(\s*["']https?:|\bfopen\s*\(\s*["']https?:|\bcurl_exec\b|\bfile\s*\(\s*["']https?:/,
    send: /\bCURLOPT_POSTFIELDS\b|\bmail\s*\(|['"]method['"]\s*=>\s*['"]POST/i,
    connect: /\bfsockopen\s*\(|\bstream_socket_client\s*\(|\bsocket_connect\s*\(/,
    resolve: /\bgethostbyname[l]?\s*\(|\bdns_get_record\s*\(|\bcheckdnsrr\s*\(/,
    redirectStdio: /(?!)/,
    socketWrite: /\b(?:fwrite|fputs|socket_write|socket_send)\s*\(/,
    decode:
      /\bbase64_decode\s*\(|\bhex2bin\s*\(|\bgzinflate\s*\(|\bgzuncompress\s*\(|\bstr_rot13\s*\(|\bstrrev\s*\(/,
    envDump: /\bgetenv\s*\(\s*\)|\$_ENV\b(?!\s*\[)|\$_SERVER\b(?!\s*\[)/,
    envRead: /\bgetenv\s*\(\s*["'](\w+)["']|\$_ENV\s*\[\s*["'](\w+)["']/,
    evaluate: /\beval\s*\(|\bassert\s*\(\s*\$|\bcreate_function\s*\(|\bpreg_replace\s*\(\s*["'].*\/e["']/,
    shell:
      /\b(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec)\s*\(\s*(?:"([^"]*)"|'([^']*)')?|`([^`]*)`/,
    deserialize: /\bunserialize\s*\(/,
    readFile: /\b(?:file_get_contents|fopen|file|readfile)\s*\(/,
    writeFile: /\bfile_put_contents\s*\(/,
    removeTree: /(?!)/,
    home: /\bgetenv\s*\(\s*["']HOME["']\s*\)|\$_SERVER\s*\[\s*["']HOME["']/,
    functionStart: /^\s*(?:(?:public|private|protected|static)\s+)*function\s+(\w+)/,
    heredoc: /<<<\s*(["']?)([A-Z_][A-Z0-9_]*)\1/,
    variableFunctions: true,
  },
  go: {
    ...C_LIKE,
    // Every name a short declaration binds, also in `if x := …;` and `for _, k := range …`.
    assignment: /^\s*(?:(?:if|for)\s+)?(?:var\s+|const\s+)?((?:\w+\s*,\s*)*\w+)\s*(?::=|=(?!=))/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\bhttp\.Get\s*\(|\.Get\s*\(\s*"https?:|\bhttp\.Head\s*\(|\bNewRequest(?:WithContext)?\s*\([^)]*"GET"|\.Body\b/,
    send: /\.Post(?:Form)?\s*\(|\bNewRequest(?:WithContext)?\s*\([^)]*(?:"(?:POST|PUT|PATCH)"|\bhttp\.Method(?:Post|Put|Patch)\b)|\bsmtp\.SendMail\s*\(/,
    dispatch: /\.Do\s*\(/,
    connect: /\bnet\.Dial(?:Timeout|TCP)?\s*\(/,
    resolve:
      /\bnet\.(?:LookupHost|LookupIP|LookupAddr|LookupTXT|LookupCNAME|ResolveIPAddr)\s*\(|\.Lookup(?:Host|IPAddr|TXT)\s*\(/,
    redirectStdio: /(?!)/,
    attachStdio: /\.Std(?:in|out|err)\b[^=]*=(?!=)/,
    socketWrite: /\.Write(?:String)?\s*\(|\bfmt\.Fprint\w*\s*\(|\bio\.Copy\s*\(/,
    decode: /\bbase64\.\w+Encoding\.DecodeString\s*\(|\bhex\.DecodeString\s*\(/,
    envDump: /\bos\.Environ\s*\(\s*\)/,
    envRead: /\bos\.(?:Getenv|LookupEnv)\s*\(\s*"(\w+)"/,
    evaluate: /\byaegi\b|\binterp\.New\b.*\bEval\s*\(/,
    shell: /\bexec\.Command(?:Context)?\s*\(\s*(?:ctx\s*,\s*)?((?:"[^"]*"\s*,?\s*)+)?/,
    deserialize: /\bgob\.NewDecoder\b(?=.*\binterface\b)/,
    // A glob or walk lists a folder whose files the loop then reads through its own variable.
    readFile: /\b(?:os\.ReadFile|ioutil\.ReadFile|os\.Open|filepath\.(?:Glob|Walk|WalkDir)|os\.ReadDir)\s*\(/,
    // `io.Copy(f, resp.Body)` writes a response into the handle `f`.
    writeFile:
      /\b(?:os|ioutil)\.WriteFile\s*\(|\bos\.Create\s*\(|\bos\.OpenFile\s*\((?:[^()]|\([^()]*\))*O_(?:WRONLY|RDWR|APPEND)|\bio\.Copy\s*\(/,
    removeTree: /\bos\.RemoveAll\s*\(/,
    home: /\bos\.UserHomeDir\s*\(|\bos\.Getenv\s*\(\s*"(?:HOME|USERPROFILE)"\s*\)/,
    functionStart: /^\s*func\s+(?:\([^)]*\)\s*)?(\w+)/,
  },
  java: {
    ...C_LIKE,
    // `val x = …`, a try-with-resources `try (InputStream in = …)`, and the parameter a Kotlin scope function's block binds (`url.openStream().use { i ->`):
    // the block's first statement sees what the receiver held.
    assignment:
      /^\s*(?:try\s*\(\s*)?(?:final\s+)?(?:[\w.<>[\],?]+\s+)?(\w+)\s*=(?![=])|\.(?:use|let|also|run|forEach)\s*\{\s*(\w+)\s*->/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\.openStream\s*\(|\.readBytes\s*\(\s*\)(?=[^\n]*\bURL\b)|\bURL\s*\([^)]*\)\.read(?:Text|Bytes)\s*\(|\.getInputStream\s*\(|\bHttpRequest\.newBuilder\b(?!.*\.POST)|\bJsoup\.connect\b/,
    // Kotlin reads the same getters as properties (`conn.doOutput = true`, `conn.outputStream`); a file's
    // `outputStream()` is a call, and writes the file.
    send: /\.getOutputStream\s*\(|\.setDoOutput\s*\(\s*true|\.doOutput\s*=\s*true|\.outputStream\b(?!\s*\()|\.POST\s*\(|\bTransport\.send\s*\(/,
    connect: /\bnew\s+Socket\s*\(/,
    resolve: /\bInetAddress\.get(?:All)?ByName\s*\(/,
    redirectStdio: /(?!)/,
    socketWrite: /\.(?:write|println|print)\s*\(/,
    decode: /\bBase64\.get(?:Mime|Url)?Decoder\s*\(\s*\)\.decode\b|\bDatatypeConverter\.parseBase64Binary\b/,
    envDump: /\bSystem\.getenv\s*\(\s*\)|\bProcessBuilder\b.*\.environment\s*\(\s*\)/,
    envRead: /\bSystem\.getenv\s*\(\s*"(\w+)"/,
    evaluate: /\bScriptEngine(?:Manager)?\b.*\.eval\s*\(|\bengine\.eval\s*\(|\bGroovyShell\b/,
    // Kotlin drops `new` and passes `arrayOf(…)`; Gradle's `commandLine(…)` and Groovy's `[…].execute()`
    // and `"…".execute()` start processes in build scripts, as a Jenkinsfile's `sh '…'` step does; a reflective
    // `.invoke(rt, new String[] {…})` is how `Runtime.exec` is reached without naming it.
    shell:
      /\bRuntime\.getRuntime\s*\(\s*\)\.exec\s*\(\s*(?:"([^"]*)"(?!\s*,)|(?:new\s+String\s*\[\s*\]\s*\{|arrayOf\s*\(|listOf\s*\()\s*((?:"[^"]*"\s*,?\s*)+))?|\b(?:new\s+)?ProcessBuilder\s*\(\s*(?:(?:Arrays\.asList|List\.of|listOf|arrayOf)\s*\(\s*)?((?:"[^"]*"\s*,?\s*)+)?|\bcommandLine\s*\(?\s*((?:["'][^"']*["']\s*,?\s*)+)|\[\s*((?:["'][^"']*["']\s*,?\s*)+)\]\s*\.execute\s*\(|\[(?=\s*["'][^\]\n]*\]\s*\.execute\s*\()|"([^"]*)"\s*\.execute\s*\(|'([^']*)'\s*\.execute\s*\(|\.invoke\s*\([^,()]*,\s*(?:\(\s*Object\s*\)\s*)?new\s+String\s*\[\s*\]\s*\{\s*((?:"[^"]*"\s*,?\s*)+)|(?:^|[\s;{(])sh\s*\(?\s*(?:script:\s*)?(?:"((?:\\.|[^"\\])*)"|'([^']*)')/,
    deserialize: /\bnew\s+ObjectInputStream\b|\.readObject\s*\(|\bXMLDecoder\b|\bXStream\b.*\.fromXML\b/,
    // Kotlin's `File` extensions read and write through the file value (`props.readText()`, `jar.outputStream()`).
    readFile:
      /\bFiles\.(?:readAllBytes|readString|readAllLines|copy|newInputStream|newBufferedReader)\s*\(|\bnew\s+File(?:Reader|InputStream)\s*\(|\.(?:readText|readLines|readBytes|inputStream|bufferedReader|forEachLine|useLines)\s*\(/,
    writeFile:
      /\bFiles\.(?:write|writeString|copy|newOutputStream)\s*\(|\bnew\s+FileOutputStream\s*\(|\.(?:outputStream|writeBytes|writeText|appendText|appendBytes|bufferedWriter)\s*\(|\.copyTo\s*\(/,
    // Kotlin's `File.deleteRecursively()` and Groovy's `File.deleteDir()` remove the whole tree under the file value.
    removeTree:
      /\bFileUtils\.(?:deleteDirectory|deleteQuietly|forceDelete)\s*\(|\.(?:deleteRecursively|deleteDir)\s*\(/,
    home: /\bSystem\.getProperty\s*\(\s*"user\.home"\s*\)|\bSystem\.getenv\s*\(\s*"HOME"\s*\)/,
    // Java's modifiers and return type, Kotlin's `fun` (generic, extension), Groovy's `def`.
    functionStart:
      /^\s*(?:(?:(?:public|private|protected|static|final)\s+)+[\w<>[\],\s]+?\s|(?:(?:private|public|internal|protected|override|suspend|inline)\s+)*fun\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?|def\s+)(\w+)\s*\(/,
  },
  lua: {
    lineComment: ['--'],
    blockComments: false,
    bracesAreTables: true,
    // `x = …`, and a loop's `for _, f in ipairs(…)`.
    assignment: /^\s*(?:local\s+)?(\w+)\s*=(?!=)|^\s*for\s+(?:\w+\s*,\s*)?(\w+)\s+in\b/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch: /\bhttp\.request\s*\(\s*["']https?:|\bhttps?\.request\s*\(\s*["']/,
    send: /\bhttp\.request\s*\(\s*\{|\bmethod\s*=\s*["']POST/,
    connect: /\bsocket\.(?:tcp|connect)\s*\(/,
    resolve: /\bsocket\.dns\.(?:toip|getaddrinfo)\s*\(/,
    redirectStdio: /(?!)/,
    socketWrite: /:send\s*\(/,
    // OpenResty's own `ngx.decode_base64` (and `ngx.decode_base64mime`) is the decoder an nginx handler has.
    decode:
      /\bmime\.unb64\b|\bbase64\.decode\b|\bdec\s*\(|\bngx\.decode_base64(?:mime)?\s*\(|\bfrom_base64\s*\(/,
    envDump: /\bos\.environ\b/,
    envRead: /\bos\.getenv\s*\(\s*["'](\w+)["']/,
    evaluate: /\bloadstring\s*\(|\bload\s*\(|\bdofile\s*\(|\bloadfile\s*\(/,
    evaluateFile: /^(?:dofile|loadfile)\b/,
    // Plain Lua and LuaJIT (`os.execute`, `io.popen`, `ffi.C.system`), Neovim (`vim.fn.system`,
    // `jobstart`, `termopen`, `vim.system`, libuv's `spawn`) and Hammerspoon all start programs; the
    // argv-table forms are read by `argvCommand`; an Ex command that starts with `!` is a shell line.
    // `pcall(os.execute, cmd)` runs it too, with errors swallowed.
    shell:
      /\b(?:pcall\s*\(\s*)?(?:os\.execute|io\.popen|ffi\.C\.system|vim\.fn\.(?:system|systemlist|jobstart|termopen)|vim\.system|vim\.(?:loop|uv)\.spawn|hs\.execute)\s*(?:\(|,)\s*(?:"([^"]*)"|'([^']*)')?|\bvim\.(?:cmd|api\.nvim_command)\s*\(?\s*(?:"(?:(?:silent!?|keepalt|noautocmd)\s+)*!([^"]*)"|'(?:(?:silent!?|keepalt|noautocmd)\s+)*!([^']*)')/,
    deserialize: /(?!)/,
    readFile: /\bio\.(?:open|lines)\s*\(/,
    writeFile: /\bio\.open\s*\([^)]*["'][wa]b?\+?["']|:write\s*\(/,
    removeTree: /(?!)/,
    home: /\bos\.getenv\s*\(\s*["']HOME["']\s*\)/,
    functionStart: /^\s*(?:local\s+)?function\s+([\w.:]+)/,
  },
  rust: {
    ...C_LIKE,
    // `let x = …`, `let mut x: T = …`, the binding of `if let Ok(mut x) = …`, and a loop's `for x in …` or
    // `for (k, v) in env::vars()`, and a tuple pattern (`if let (Ok(body), Ok(mut s)) = (read(p), connect(h))`),
    // each of whose names may hold what either side of the tuple produced.
    assignment:
      /^\s*(?:(?:if|while)\s+)?let\s+(?:\w+\s*\(\s*)?(?:mut\s+)?(\w+)\s*\)?\s*(?::\s*[^=]+?)?\s*=(?!=)|^\s*for\s+\(?\s*((?:\w+\s*,\s*)*\w+)\s*\)?\s+in\b|^\s*(?:(?:if|while)\s+)?let\s+\(((?:[^()=]|\([^()=]*\))+)\)\s*=(?!=)/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\b(?:reqwest(?:::blocking)?|ureq|surf|attohttpc)::get\s*\(|\.get\s*\(\s*"https?:|\.text\s*\(\s*\)|\.bytes\s*\(\s*\)/,
    send: /\b(?:ureq|surf|attohttpc)::(?:post|put)\s*\(|\.(?:post|put|patch)\s*\(\s*"https?:|\.(?:send_string|send_bytes|send_json)\s*\(|\blettre::/,
    connect: /\b(?:TcpStream|UdpSocket)::(?:connect(?:_timeout)?|bind)\s*\(/,
    resolve: /\blookup_host\s*\(|\.to_socket_addrs\s*\(|\bdns_lookup::/,
    redirectStdio: /(?!)/,
    socketWrite: /\.(?:write_all|write|send|send_to)\s*\(|\bwrite!\s*\(|\bwriteln!\s*\(/,
    decode: /\bbase64::decode\s*\(|\b(?:STANDARD|URL_SAFE)(?:_NO_PAD)?\.decode\s*\(|\bhex::decode\s*\(/,
    envDump: /\benv::vars(?:_os)?\s*\(\s*\)/,
    envRead: /\benv::var(?:_os)?\s*\(\s*"(\w+)"|\b(?:option_)?env!\s*\(\s*"(\w+)"/,
    evaluate: /(?!)/,
    shell: /\bCommand::new\s*\(\s*("[^"]*")?/,
    builderArgs: /\.args?\s*\(\s*&?\[?\s*(?:"(?:[^"\\]|\\.)*"\s*,?\s*)+\]?\s*\)/,
    deserialize: /(?!)/,
    readFile: /\bfs::(?:read_to_string|read)\s*\(|\bFile::open\s*\(/,
    writeFile: /\bfs::write\s*\(|\bFile::create\s*\(|\bOpenOptions::new\b/,
    removeTree: /\bfs::remove_dir_all\s*\(/,
    home: /\b(?:dirs|home)::home_dir\s*\(|\benv::home_dir\s*\(|\benv::var(?:_os)?\s*\(\s*"(?:HOME|USERPROFILE)"/,
    functionStart: /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)/,
  },
  csharp: {
    ...C_LIKE,
    // `var x = …`, and a loop's `foreach (var f in new[] { ".azure/…", … })`.
    assignment:
      /^\s*(?:using\s+)?(?:(?:var|[\w.<>[\],?]+)\s+)?(\w+)\s*=(?![=>])|^\s*foreach\s*\(\s*(?:var|[\w.<>[\],?]+)\s+(\w+)\s+in\b/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\.Get(?:String|ByteArray|Stream)?Async\s*\(|\.Download(?:String|Data|File)(?:TaskAsync|Async)?\s*\(|\bWebRequest\.Create(?:Http)?\s*\(|\.OpenRead\s*\(\s*"https?:/,
    send: /\.(?:Post|Put|Patch|Send)(?:AsJson)?Async\s*\(|\.Upload(?:String|Data|File|Values)(?:TaskAsync|Async)?\s*\(|\bHttpMethod\.(?:Post|Put|Patch)\b|\bSmtpClient\b/,
    connect: /\bnew\s+(?:TcpClient|Socket|UdpClient)\s*\(|\.Connect(?:Async)?\s*\(/,
    resolve: /\bDns\.(?:GetHostEntry|GetHostAddresses|Resolve)(?:Async)?\s*\(/,
    redirectStdio: /(?!)/,
    socketWrite: /\.Write(?:Line)?(?:Async)?\s*\(|\.Send\s*\(/,
    decode: /\bConvert\.From(?:Base64String|HexString)\s*\(/,
    envDump: /\bEnvironment\.GetEnvironmentVariables\s*\(\s*\)/,
    envRead: /\bEnvironment\.GetEnvironmentVariable\s*\(\s*"(\w+)"/,
    evaluate:
      /\bCSharpScript\.(?:EvaluateAsync|RunAsync|Create)\b|\bAssembly\.Load(?:From)?\s*\(|\bCSharpCodeProvider\b/,
    shell:
      /\bProcess\.Start\s*\(\s*((?:@?"(?:[^"\\]|\\.)*"\s*,?\s*)+)?|\bnew\s+ProcessStartInfo\s*\(\s*((?:@?"(?:[^"\\]|\\.)*"\s*,?\s*)+)?|\bFileName\s*=\s*("(?:[^"\\]|\\.)*"(?:\s*[,;]?\s*(?:\w+\.(?:StartInfo\.)?)?Arguments\s*=\s*"(?:[^"\\]|\\.)*")?)/,
    argumentString: true,
    deserialize:
      /\bBinaryFormatter\b|\bNetDataContractSerializer\b|\bLosFormatter\b|\bTypeNameHandling\.(?:All|Auto|Objects)\b/,
    readFile:
      /\bFile\.(?:ReadAllText|ReadAllBytes|ReadAllLines|OpenRead|OpenText|Copy)\s*\(|\bnew\s+StreamReader\s*\(|\bDirectory\.(?:GetFiles|EnumerateFiles)\s*\(/,
    writeFile:
      /\bFile\.(?:WriteAllText|WriteAllBytes|WriteAllLines|AppendAllText)(?:Async)?\s*\(|\bFile\.(?:Create|OpenWrite)\s*\(|\bnew\s+StreamWriter\s*\(|\.DownloadFile(?:TaskAsync|Async)?\s*\(/,
    removeTree: /\bDirectory\.Delete\s*\([^)]*,\s*true\s*\)/,
    home: /\bEnvironment\.GetFolderPath\s*\(\s*Environment\.SpecialFolder\.(?:UserProfile|Personal|ApplicationData|LocalApplicationData)\s*\)|\bEnvironment\.GetEnvironmentVariable\s*\(\s*"(?:HOME|USERPROFILE)"\s*\)/,
    functionStart:
      /^\s*(?:(?:public|private|protected|internal|static|async|override|virtual)\s+)+[\w<>[\],\s]+?\s(\w+)\s*\(/,
  },
  swift: {
    ...C_LIKE,
    // `let x = …`, `var x: T = …`, `if let x = …`, `guard let x = …`, a loop's `for (k, v) in …`, and `x = …`.
    assignment:
      /^\s*(?:(?:if|guard|while)\s+)?(?:let|var)\s+(\w+)\s*(?::\s*[^=]+?)?\s*=(?!=)|^\s*for\s+\(?\s*((?:\w+\s*,\s*)*\w+)\s*\)?\s+in\b|^\s*(\w+)\s*=(?!=)/,
    reference: (name) => new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?!\\w)`),
    fetch:
      /\bURLSession\b[^\n]*\.(?:data|download)(?:Task)?\s*\(\s*(?:from|with):\s*URL\b|\b(?:Data|String)\s*\(\s*contentsOf:\s*URL\s*\(\s*string:\s*"https?:/,
    send: /\.uploadTask\s*\(|\.upload\s*\(\s*for:|\.httpMethod\s*=\s*"(?:POST|PUT|PATCH)"/,
    dispatch: /\.dataTask\s*\(\s*with:\s*\w+\s*[,)]|\.data\s*\(\s*for:/,
    connect: /\bNWConnection\s*\(|\bStream\.getStreamsToHost\b|\bCFStreamCreatePairWithSocketToHost\b/,
    resolve: /\bCFHostCreateWithName\b|\bgetaddrinfo\s*\(|\bgethostbyname\s*\(/,
    redirectStdio: /(?!)/,
    socketWrite: /\.send\s*\(\s*content:|\.write\s*\(/,
    decode: /\bData\s*\(\s*base64Encoded:/,
    envDump: /\bProcessInfo\.processInfo\.environment\b(?!\s*\[)/,
    envRead: /\bProcessInfo\.processInfo\.environment\s*\[\s*"(\w+)"|\bgetenv\s*\(\s*"(\w+)"/,
    evaluate: /\bNSAppleScript\s*\(|\.evaluateScript\s*\(|\bdlopen\s*\(/,
    // `Process`'s argument list (its program set earlier, see `programOf`), and the one-call form.
    shell:
      /(?<=\.arguments\s*=\s*)\[|\bProcess\.launchedProcess\s*\(\s*launchPath:\s*("[^"]*"(?:\s*,\s*arguments:\s*\[\s*(?:"(?:[^"\\]|\\.)*"\s*,?\s*)+)?)|\bsystem\s*\(\s*"([^"]*)"/,
    programOf:
      /^\s*(\w+)\s*\.\s*(?:executableURL\s*=\s*URL\s*\(\s*fileURLWithPath:\s*|launchPath\s*=\s*)"([^"]+)"/,
    deserialize: /\bNSKeyedUnarchiver\.unarchiveObject\b|\bNSUnarchiver\b/,
    readFile:
      /\b(?:Data|String)\s*\(\s*contentsOf(?:File)?:|\bFileManager\.default\.contents\s*\(\s*atPath:|\bFileHandle\s*\(\s*forReadingAtPath:/,
    writeFile: /\.write\s*\(\s*to(?:File)?:|\bFileManager\.default\.createFile\s*\(/,
    removeTree: /\.removeItem\s*\(\s*at(?:Path)?:/,
    home: /\bhomeDirectoryForCurrentUser\b|\bNSHomeDirectory\s*\(\s*\)|\benvironment\s*\[\s*"HOME"\s*\]/,
    functionStart: /^\s*(?:(?:public|private|internal|fileprivate|static|@\w+)\s+)*func\s+(\w+)/,
  },
};

function escapeRegExp(name: string): string {
  return name.replace(/[$@.*+?^{}()|[\]\\]/g, '\\$&');
}
