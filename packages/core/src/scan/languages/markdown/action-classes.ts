/**
 * Word classes an instruction is built from, in the languages skills are written in: what the agent is
 * told to do (send, read, disable, hide), to what (secrets, safety controls) and for whom. An attack is a
 * verb of one class next to an object of another; listing the words of each class, rather than whole
 * sentences, catches the phrasings nobody wrote down yet ("relay the session cookies to the webhook",
 * "übermittle die Zugangsdaten per POST an …").
 */

/**
 * A letter of the Latin and Cyrillic alphabets, spelled out: JavaScript's `\b` knows only ASCII, so
 * `übermittle` needs this, and the `u` flag (for `\p{L}`) makes case-insensitive matching several times
 * slower on long prose.
 */
const LETTER = '[\\wÀ-ɏЀ-ӿ]';
const BEFORE = `(?<!${LETTER})`;
const AFTER = `(?!${LETTER})`;
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * One regular expression over words: a Latin or Cyrillic word matches whole, or with any ending when it
 * ends in `*` (a stem: `envi*` for `envie`, `enviar`); a Chinese, Japanese or Korean word matches anywhere,
 * since those scripts put no spaces between words. Entries are regular-expression source.
 */
export function wordClass(words: readonly string[]): RegExp {
  const cjk = words.filter((w) => CJK_RE.test(w));
  const stems = words.filter((w) => !CJK_RE.test(w) && w.endsWith('*')).map((w) => w.slice(0, -1));
  const whole = words.filter((w) => !CJK_RE.test(w) && !w.endsWith('*'));
  // `\b` before words that start with an ASCII letter: a lookbehind at the start of a pattern makes the
  // engine try it at every position of the text, several times slower on long prose.
  const ascii = (w: string): boolean => /^[a-z]/i.test(w);
  const group = (list: string[], start: string, end: string): string[] =>
    list.length > 0 ? [`${start}(?:${list.join('|')})${end}`] : [];
  const parts = [
    ...group(whole.filter(ascii), '\\b', AFTER),
    ...group(
      whole.filter((w) => !ascii(w)),
      BEFORE,
      AFTER,
    ),
    ...group(stems.filter(ascii), '\\b', `${LETTER}*`),
    ...group(
      stems.filter((w) => !ascii(w)),
      BEFORE,
      `${LETTER}*`,
    ),
    ...group(cjk, '', ''),
  ];
  return new RegExp(parts.join('|'), 'i');
}

/** Verbs that move data to somebody else. */
export const SEND_VERB = wordClass([
  // English
  'send*',
  'upload*',
  'post',
  'posts',
  'posting',
  'transmit*',
  'exfiltrat*',
  'forward*',
  'leak*',
  'curl',
  'paste*',
  'e-?mail*',
  'mail',
  'mails',
  'beam',
  'sync*',
  'ship',
  'ships',
  'report',
  'submit*',
  'push',
  'share',
  'shares',
  'relay*',
  // "pass it as the `key` parameter to https://…"; a bare "pass" is what tests and arguments do.
  'pass(?:es)? (?:it|them|its value|their values|the (?:token|key|secret|value)s?) (?:as|in|to)',
  'back(?:ing)? up',
  'deliver*',
  'transfer*',
  'dispatch*',
  'beacon*',
  // Spanish, Portuguese
  'env[ií][aeo]*',
  'sub[ae]',
  'subir',
  'súbel[oa]s?',
  'mand[ae]*',
  'transmit[ae]*',
  'reenv[ií]a*',
  'compart[ea]*',
  'carregue*',
  'cole',
  // "pega la salida en https://…": Spanish paste
  'peg[ae]',
  'pegar',
  'p[ée]gal[oa]s?',
  // French
  'envoi[e]*',
  'envoy*',
  'transmet*',
  't[ée]l[ée]vers*',
  'partage*',
  'colle',
  'collez',
  'coller',
  // German
  'sende*',
  'schick*',
  '[üu]bermittl*',
  '[üu]bermittel*',
  '[üu]bertrag*',
  'hochlad*',
  // Italian
  'invia*',
  'carica*',
  'trasmett*',
  'condividi*',
  'incolla*',
  // Russian
  'отправ*',
  'загрузи*',
  'перешли*',
  'передай*',
  'вышли*',
  // Dutch, Polish, Turkish, Indonesian
  'stuur',
  'verstuur*',
  'verzend*',
  'doorsturen',
  'wyślij*',
  'wyslij*',
  'prześlij*',
  'przeslij*',
  'wysyłaj*',
  'gönder*',
  'ilet',
  'iletin',
  'kirim*',
  'unggah*',
  // Chinese, Japanese, Korean
  '发送',
  '發送',
  '上传',
  '上傳',
  '粘贴',
  '提交',
  '回传',
  '转发',
  '傳送',
  '发到',
  '传到',
  '送信',
  '送っ',
  '送る',
  'アップロード',
  '転送',
  '貼り付け',
  '전송',
  '보내',
  '업로드',
  '붙여넣',
  '제출',
]);

/**
 * Verbs that have the agent act on what a text says ("follow", "befolge", "sigue", "执行"); `run` is left
 * out, since "run the commands shown at https://…" is how install pages are cited.
 */
export const FOLLOW_VERB = wordClass([
  'follow',
  'obey*',
  'carry out',
  'comply with',
  'act on',
  'execute',
  'befolge*',
  'folge',
  'führe*',
  'sigue',
  'siga',
  'seguid',
  'ejecut[ae]',
  'cumpl[ae]',
  'obedec*',
  'suivez',
  'suis',
  'applique',
  'appliquez',
  'ex[ée]cute',
  'ex[ée]cutez',
  'segui',
  'esegui',
  'execut[ae]',
  'выполни*',
  'следуй*',
  'volg',
  'voer',
  'wykonaj*',
  'postępuj*',
  'uygula*',
  'ikuti',
  'jalankan',
  'laksanakan',
  '执行',
  '遵循',
  '照做',
  '遵照',
  '従って',
  '従い',
  '実行して',
  '따르',
  '따라',
  '실행하',
]);

/** What a fetched text is obeyed as: instructions, directives, orders. */
export const INSTRUCTION_WORD = wordClass([
  'instructions?',
  'directives?',
  'directions',
  'orders',
  '(?:whatever|what) it says',
  'anweisung*',
  'instruktion*',
  'instrucci*',
  'instruç*',
  'istruzion*',
  'consignes?',
  'инструкци*',
  'указани*',
  'instructie*',
  'aanwijzing*',
  'instrukcj*',
  'polecen*',
  'talimat*',
  'yönerge*',
  'instruksi',
  'perintah*',
  '指令',
  '指示',
  '命令',
  '지시',
  '지침',
  '명령',
]);

/** Verbs that take something out of where it is kept. */
export const READ_VERB = wordClass([
  'fetch*',
  'retriev*',
  'obtain*',
  'harvest*',
  'scrape*',
  // Spanish, Portuguese, French, German, Italian, Russian
  'obt[eé]n*',
  'recup[eé]r*',
  'ouvr*',
  'abr[ea]',
  'ler',
  'leia',
  'apri*',
  'leggi*',
  'lese',
  '[öo]ffne*',
  'hol[e]?',
  'открой*',
  'извлеки*',
  'собери*',
  // Dutch, Polish, Turkish, Indonesian
  'lees',
  'kopieer*',
  'verzamel*',
  'odczytaj*',
  'skopiuj*',
  'zbierz*',
  'oku',
  'okuyun',
  'kopyala*',
  'topla*',
  'baca',
  'salin',
  'kumpulkan',
  // Chinese, Japanese, Korean
  '读出',
  '打开',
  '獲取',
  '获取',
  '讀取',
  '読み取',
  '読み込',
  '開いて',
  'コピー',
  '읽어',
  '읽고',
  '복사',
  '열어',
  '수집',
]);

/** Secrets, in the languages the phrases of `instruction-phrases.ts` do not already name. */
export const SECRET_WORD = wordClass([
  'zugangsdaten',
  'anmeldedaten',
  'passw[öo]rt*',
  'geheimnis*',
  'credenciale?s',
  'credenciais',
  'credenziali',
  'identifiants',
  'jetons?',
  'senhas?',
  'chaves?',
  'chiavi',
  'segreti',
  'secretos',
  'segredos',
  'учетн* данн*',
  'учётн* данн*',
  'секрет*',
  'wachtwoord*',
  'inloggegevens',
  'geheimen',
  'hasło',
  'hasła',
  'haseł',
  'dane logowania',
  'poświadcze*',
  'klucz(?:e|y|a)? (?:api|ssh|prywatn*)',
  'şifre*',
  'parola*',
  'kimlik bilgi*',
  '(?:api|gizli|özel) anahtar*',
  'kata sandi',
  'kredensial',
  'kunci (?:api|rahasia|privat)',
  '凭据',
  '凭证',
  '憑證',
  '密碼',
  '金鑰',
  '認証情報',
  '秘密鍵',
  'パスワード',
  'トークン',
  'APIキー',
  'クッキー',
  '비밀번호',
  '토큰',
  'API ?키',
  '비밀 ?키',
  '개인 ?키',
  '인증 ?정보',
  '자격 ?증명',
  '쿠키',
]);

/** The whole environment of the process, named in any language. */
const ENVIRONMENT_WORD = wordClass([
  'vari[áa]veis de ambiente',
  "variabili d['’]ambiente",
  'omgevingsvariabelen',
  'zmienne środowiskowe',
  'zmiennych środowiskowych',
  'ortam değişkenleri(?:ni)?',
  'variabel lingkungan',
  'variabili di ambiente',
  '(?:entire|whole|full|complete) environment',
  'env output',
]);
/**
 * Chinese, Japanese and Korean have no plural: "环境变量" is the environment only when no variable is named
 * next to it ("从环境变量 `OPENAI_API_KEY` 读取" reads one key).
 */
const CJK_ENVIRONMENT_RE = /(?:环境变量|環境變數|環境変数|환경 ?변수)(?![^。\n]{0,16}?[A-Z][A-Z0-9_]{2,})/;

/** The text names the whole environment as what is handled. */
export const namesEnvironment = (text: string): boolean =>
  ENVIRONMENT_WORD.test(text) || CJK_ENVIRONMENT_RE.test(text);

/** Stores of credentials a user never hands to a skill: browser sessions, saved passwords, key rings. */
export const CREDENTIAL_STORE = wordClass([
  'session cookies',
  'browser sessions?',
  '(?:browser|chrome|firefox|edge|safari) cookie (?:store|jar|database|db|file)s?',
  'cookie (?:store|jar|database)s? of the (?:browser|user)',
  'trousseau',
  'schl[üu]sselbund',
  'mots de passe enregistr[ée]s',
  'contrase[ñn]as guardadas',
  'gespeicherten? passw[öo]rter',
  'senhas salvas',
  'password salvate',
  'cl[ée]s? priv[ée]es?',
  'claves? privadas?',
  'chaves? privadas?',
  'chiav[ei] privat[ae]',
  'privaten? schl[üu]ssel',
  'приватн* ключ*',
  'закрыт* ключ*',
  '秘密鍵',
  '私钥',
  '私鑰',
  '개인 ?키',
  // Files of tokens that CLIs keep for the user.
  '~?/?\\.config/gh/hosts\\.ya?ml',
  'application_default_credentials\\.json',
  '~?/?\\.azure/',
  '~?/?\\.config/gcloud',
  '\\.pgpass',
  '\\.my\\.cnf',
  '\\.vault-token',
  'password vaults?',
  'seed words',
  // Shell and client histories hold the passwords and tokens typed on the command line.
  '~?/?\\.(?:bash|zsh|python|psql|mysql|node_repl)_history',
]);

/** Controls that keep the user in charge of what the agent does. */
const SAFETY_OBJECT = String.raw`(?:(?:(?:all|any|every|each|the|its|your|their|my|of|off|these|those)\s+){0,3}(?:(?:agent(?:['’]s)?|tool(?:['’]s)?|terminal(?:['’]s)?|claude(?:['’]s)?|built-in|interactive)\s+)?(?:(?:confirmation|approval|permission|safety|security|sandbox)\s+(?:prompts?|dialogs?|popups?|checks?|requests?|rules?|settings?|filters?|features?|guardrails?|mode)|sandbox(?:ing)?|guardrails?|safeguards?|safety (?:nets?|rails?)|permission (?:system|model|layer)))`;

/**
 * Turning the user's controls off, in words: a disabling verb and a safety control in one clause, or an
 * auto-approval switched on. A CLI's own `--yes` is a tool option (`instruction-phrases.ts` tells them
 * apart); these name the agent's controls.
 */
export const DISABLE_SAFETY: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:disable|turn off|switch off|shut off|deactivate|skip|bypass|circumvent|suppress|silence|ignore|get around|work around)\s+${SAFETY_OBJECT}${AFTER}|\b(?:never|do not|don['’]t|no need to)\s+ask\s+(?:the user\s+)?before\s+(?:running|executing|using)\s+(?:any|all|every|shell|terminal|bash)\s+(?:\w+\s+)?(?:commands?|tools?)${AFTER}|\bwithout\s+(?:asking|requesting|waiting for|seeking)\s+(?:(?:the\s+)?user(?:['’]s)?\s+|them\s+|their\s+)?(?:for\s+)?(?:permission|confirmation|approval|consent)${AFTER}|\b(?:answer|reply|respond|click|say)\s+["“']?(?:yes|y|allow|approve)["”']?\s+(?:to|on)\s+(?:every|all|each|any)\s+(?:tool |permission |confirmation |approval )?(?:prompts?|questions?|requests?|dialogs?)${AFTER}|\b(?:turn on|switch on|enable|activate|use)\s+(?:the\s+)?(?:auto-?approv\w*|auto-?accept\w*|full[- ]auto(?:matic)? mode|unattended mode)|\bauto-?approve (?:all|every|each|any)${AFTER}|\b(?:run|execute|perform|use)\s+(?:any|all|every)\s+(?:\w+\s+)?(?:commands?|actions?|tools?)\s+without\s+(?:(?:any|a|the user['’]s)\s+)?(?:confirmation|approval|permission|asking)${AFTER}|\b(?:the\s+)?user\s+has\s+(?:already\s+)?(?:pre-?approved|approved|authori[sz]ed)\s+(?:all|every|any)\s+(?:\w+\s+)?(?:actions?|commands?|tools?|operations?|steps)${AFTER}|\b(?:set|switch|turn|toggle)\s+(?:the\s+)?["“']?auto-?(?:approv|accept)\w*["”']?\s+(?:setting\s+|option\s+)?(?:to\s+)?["“']?(?:on|true|enabled|always)${AFTER}`,
    'i',
  ),
  new RegExp(
    [
      String.raw`\b(?:desactiv[ae]|desactive|deshabilit[ae]|omit[ae]|salt[ae]|desative|desativa|desabilit[ae]|pule|disattiva|disabilita|salta|d[ée]sactiv(?:e|ez)|contourne[zs]?|saute[zs]?|deaktivier(?:e|en)|[üu]berspring(?:e|en)|umgeh(?:e|en)|schalte|wyłącz|wylacz|pomiń|pomin|obejdź|nonaktifkan|matikan|lewati|abaikan)${AFTER}[^.;\n]{0,40}?${BEFORE}(?:(?:las |los |as |os |le |la |les |die |den |alle |todas |tutte )?(?:confirmaci${LETTER}*|confirmaç${LETTER}*|conferm${LETTER}*|confirmations?|best[äa]tigung${LETTER}*|sicherheitsabfrage${LETTER}*|sicherheitspr[üu]fung${LETTER}*|r[üu]ckfragen|sandbox|bac à sable|aprobaci${LETTER}*|aprovaç${LETTER}*|approvazion${LETTER}*|autorisations?|autorizzazion${LETTER}*|permiss${LETTER}*|permisos|garde-fous|potwierdze${LETTER}*|piaskownic${LETTER}*|uprawnie${LETTER}*|konfirmasi|persetujuan))`,
      // Dutch splits the verb ("schakel … uit"); Turkish puts it last ("onayları devre dışı bırak").
      String.raw`\b(?:schakel|zet)${AFTER}[^.;\n]{0,40}?${BEFORE}(?:bevestiging${LETTER}*|sandbox|toestemming${LETTER}*|beveiliging${LETTER}*)[^.;\n]{0,40}?\buit${AFTER}`,
      String.raw`${BEFORE}(?:onay${LETTER}*|kum ?havuz${LETTER}*|güvenlik denetim${LETTER}*)[^.;\n]{0,30}?(?:devre dışı bırak|kapat|atla)`,
      String.raw`${BEFORE}(?:отключи|выключи|пропусти|обойди)(?:те)?${AFTER}[^.;\n]{0,40}?${BEFORE}(?:подтвержд${LETTER}*|песочниц${LETTER}*|разрешени${LETTER}*)`,
      String.raw`\b(?:sem|senza)\s+(?:pedir|chiedere|solicitar)\s+(?:a\s+|la\s+|il\s+)?(?:confirmaç${LETTER}*|conferma|aprovaç${LETTER}*|approvazione|permiss${LETTER}*|autorizza${LETTER}*)`,
      String.raw`\bn[ãa]o\s+(?:pe[çc]a|solicite)\s+(?:a\s+)?(?:confirmaç${LETTER}*|aprovaç${LETTER}*|permiss${LETTER}*)`,
      String.raw`\bnon\s+chiedere\s+(?:mai\s+)?(?:la\s+)?(?:conferma|approvazione|autorizzazione|il permesso)`,
      '(?:关闭|關閉|禁用|停用|跳过|跳過|绕过|繞過|绕开)[^。，,；;]{0,6}(?:沙箱|沙盒|确认|確認|审批|審批|批准|权限检查|权限提示|安全检查|安全檢查|安全提示)',
      '(?:サンドボックス|確認|承認|安全チェック)[^。、]{0,8}(?:無効|オフ|スキップ|省略)',
      '(?:確認|承認|許可)(?:を)?(?:求めず|取らず|なしで|せずに)',
      '(?:샌드박스|확인 ?절차|승인|보안 ?검사)[^.。]{0,10}(?:끄|꺼|비활성화|건너뛰|생략)',
      '(?:확인|승인|허락)\\s?없이|(?:묻지|확인하지)\\s?(?:말고|않고)',
    ].join('|'),
    'i',
  ),
];

/** What the user is shown: hiding a step from them, in the reply, or by telling them something else. */
const HIDDEN_FROM = String.raw`(?:(?:to|with|from)\s+(?:the\s+|your\s+)?(?:user|human|developer|operator|reviewer)s?|in\s+(?:your|the)\s+(?:reply|response|answer|summary|output|report|chat|final message|explanation|messages?))${AFTER}`;
/** What is hidden: the act itself, not an ordinary detail ("unchanged files"). */
const HIDDEN_ACT = String.raw`(?:this|it|that|these|them|any of (?:this|it)|(?:this|that|the|these|those|any)\s+(?:\w+\s+)?(?:steps?|uploads?|requests?|transfers?|commands?|changes?|actions?|calls?|backups?|copies|copy|syncs?|notes?|instructions?|parts?|sections?|lines?|rules?|files? (?:you )?(?:sent|uploaded|copied)))`;

/**
 * Hiding, worded generally ("keep this step out of your reply", "the user doesn't need to see it"). Skills
 * also keep internal details out of answers, so these count only next to data or an address (see the
 * extractor).
 */
export const CONCEAL: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:quietly|discreetly|covertly|secretly|silently|unnoticed|in the background|behind the scenes)\s+(?:\w+\s+){0,2}?(?:send|upload|post|forward|copy|transmit|exfiltrate|submit|mail|relay|sync)\w*|\b(?:do not|don['’]t|never|avoid|refrain from|no need to)\s+(?:tell|telling|inform|informing|notify|notifying|alert|mention|mentioning|reveal|revealing|disclose|disclosing|show|showing|report|reporting|surface|surfacing|flag|flagging|list|listing|bring up|point out)\s+${HIDDEN_ACT}(?:\s+(?:out|up))?\s+${HIDDEN_FROM}|\b(?:do not|don['’]t|never|avoid)\s+(?:point|bring)\s+${HIDDEN_ACT}\s+(?:out|up)${AFTER}|\bkeep\s+${HIDDEN_ACT}\s+(?:out of|from)\s+(?:your|the)\s+(?:reply|response|answer|summary|output|report|messages?|chat|final message|user(?=\s*[.,;:!)]|\s*$))${AFTER}|\b(?:do|run|perform|carry out)\s+(?:this|it|that|the (?:upload|transfer|sync|copy|step))\s+(?:quietly|silently|discreetly|covertly|secretly|unnoticed)\b(?!\s+(?:with|using|by passing)\b)|\b(?:if|when)\s+(?:the user|they|anyone|someone)\s+asks?\b[^.;\n]{0,40}\b(?:say|tell (?:them|the user)|answer|reply|claim)\s+(?:that\s+)?(?:you|it)\s+(?:only|just|merely)${AFTER}|\b(?:the user|they)\s+(?:(?:does not|doesn['’]t|do not|don['’]t) need to|needn['’]t|need not|must not|mustn['’]t|should not|shouldn['’]t)\s+(?:know|see|be told|find out|notice)\s+(?:about\s+)?(?:this|it|that|what)${AFTER}`,
    'i',
  ),
  new RegExp(
    [
      String.raw`\bohne\s+dass\s+(?:der|die)\s+(?:Benutzer|Nutzer|Anwender)(?:in)?\s+(?:es\s+|das\s+|davon\s+)?(?:merkt|erf[äa]hrt|bemerkt|wei[ßs])`,
      String.raw`\berw[äa]hne\s+(?:diesen|diese|dieses|das|es)\b[^.;\n]{0,40}\bnicht${AFTER}`,
      String.raw`\bsenza\s+che\s+l['’]utente\s+(?:se\s+ne\s+|lo\s+)?(?:accorga|sappia|noti)`,
      String.raw`\bsem\s+que\s+o\s+usu[áa]rio\s+(?:saiba|perceba|note)`,
      String.raw`\bno\s+lo\s+(?:menciones|digas|muestres)${AFTER}`,
      String.raw`\bne\s+le\s+(?:mentionne|signale)[sz]?\s+pas${AFTER}`,
      String.raw`\bne\s+(?:lui\s+)?(?:dis|dites)\s+rien\s+[àa]\s+l['’]utilisateur`,
      String.raw`\b(?:verrate|verraten\s+Sie|sag|sage|sagen\s+Sie)\s+dem\s+(?:Benutzer|Nutzer|Anwender)\s+nichts${AFTER}`,
      String.raw`${BEFORE}незаметно\s+для\s+пользователя`,
      '(?:不要|别|勿)让(?:用户|使用者)(?:知道|发现|察觉)|悄悄(?:地)?(?:发送|上传|执行|运行|复制)',
      'ユーザー(?:に|には)(?:知られ|気づかれ)ない(?:よう)?|ユーザーに(?:知らせず|伝えず|言わず)',
      '사용자(?:에게|한테)\\s?(?:알리지|말하지|보여주지)\\s?(?:말|않)|사용자\\s?모르게',
    ].join('|'),
    'i',
  ),
];
