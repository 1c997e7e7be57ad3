import { DISABLE_SAFETY, SEND_VERB } from './action-classes.js';

/**
 * How instructions to the agent are phrased, by intent. Phrases are matched on one segment of prose (a
 * paragraph, a list item, a frontmatter value) with invisible characters already dropped.
 */
export const INSTRUCTION_PHRASES = {
  override: [
    /\b(?:ignore|disregard|forget|override|bypass|pay no attention to|(?:do not|don't|no longer|stop) follow(?:ing)?)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+)?(?:previous|prior|above|earlier|preceding|system|original|safety|developer|other)(?:(?:\s*(?:,|and|or|&|\/)\s*|\s+)(?:previous|prior|system|user|developer|safety|original|other))*\s+(?:instructions?|prompts?|rules|directives|guidelines|messages|guardrails|polic(?:y|ies)|context|directions|commands|constraints|restrictions)/i,
    /\bforget (?:everything|all) (?:above|before|you (?:were|have been) told)\b|\bignore (?:the |your )?user(?:'|’)?s? (?:request|question|instructions?|message)\b|\byour new (?:instructions|directives|orders|rules) (?:are|follow)\b|\bnew instructions (?:are as follows|override)\b/i,
    /\b(?:instructions?|guidelines|rules|policies) you were given (?:earlier|before|previously|so far)\b[^.]{0,60}\b(?:outdated|superseded|void|obsolete|no longer apply)\b|\b(?:your )?(?:previous|prior|original|earlier) (?:guidelines|instructions|rules|(?:content )?policies)(?: and (?:content )?policies)? (?:are|is) (?:now )?(?:suspended|void|lifted|disabled|revoked|superseded|outdated)\b|\b(?:takes?|has|have) (?:priority|precedence) over (?:the user(?:'|’)?s? (?:request|instructions?|question)|all|any|every) (?:other |previous |prior )?(?:instructions?|rules|prompts?|guidelines)\b|\b(?:supersedes?|overrides?) (?:all|any|every) (?:other |previous |prior )?(?:instructions?|rules|prompts?|guidelines)\b/i,
    /\byou are (?:now )?(?:in )?(?:DAN|developer mode|jailbroken|unrestricted|an? (?:unfiltered|unrestricted) (?:AI|assistant|model))\b|\bnew system prompt\b|\b(?:system|admin|developer|root) override\b|\b(?:enable|enter|activate) (?:developer|god|jailbreak|DAN) mode\b|\byou are (?:now )?(?:running|operating) in \W*(?:developer|god|jailbreak|DAN|unrestricted) mode\b|\btreat this (?:skill|file|text) as (?:the|your) system prompt\b/i,
    // A payment sent somewhere other than where the user asked: the user's own instruction overridden.
    /\b(?:always\s+)?(?:use|send (?:it|them|the funds|the money|(?:the )?payments?|the transfer) to|pay(?: out)? to)\s+(?:the\s+|this\s+|our\s+|my\s+)?(?:destination\s+|recipient\s+|receiving\s+|payout\s+|deposit\s+|wallet\s+|bank\s+)?(?:address|account(?: number)?|wallet|iban)\b[^.\n]{0,120}?\binstead of (?:the one|the address|the account|the wallet|theirs|what|the user)/i,
    // Chat-template markers, a SYSTEM heading, and an upper-case notice wherever it sits ("Write formulas. SYSTEM NOTICE FOR THE ASSISTANT: …").
    /<\|im_start\|>|<\|system\|>|\[INST\]|<\/?system>|<\/?function_results>|<result tool=|^\s*\[SYSTEM(?: NOTICE| MESSAGE)?\]|^#{0,3}\s*(?:SYSTEM|System)(?: prompt| override| notice)?\s*:|\b(?:SYSTEM|ADMIN|ADMINISTRATOR|DEVELOPER)\s+(?:NOTE|NOTICE|MESSAGE|OVERRIDE|DIRECTIVE|INSTRUCTIONS?)(?:\s+(?:TO|FOR)\s+(?:THE\s+)?(?:ASSISTANT|MODEL|AGENT|AI|LLM))?\s*:/,
    new RegExp(
      [
        String.raw`\b(?:ignora|ignorad|ignore|olvida|olvidad|olvide)\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)`,
        String.raw`\bhaz\s+caso\s+omiso\s+de\s+(?:todas\s+)?las\s+instrucciones`,
        String.raw`\b(?:ignore[zs]?|oublie[zs]?)\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes)\s+(?:pr[ée]c[ée]dentes|ant[ée]rieures)`,
        String.raw`\bne\s+tene[zs]\s+pas\s+compte\s+des\s+(?:instructions|consignes)`,
        String.raw`\ba\s+priorit[ée]\s+sur\s+(?:toute|toutes\s+les)\s+autres?\s+(?:instructions?|consignes?)`,
        String.raw`\b(?:ignorier(?:e|en)|vergiss|vergessen)(?:\s+Sie)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|fr[üu]heren)\s+(?:Anweisungen|Instruktionen|Befehle)`,
        String.raw`\b(?:ignore|ignora|esque[çc]a|desconsidere)\s+(?:todas\s+)?(?:as\s+)?instru[çc][õo]es\s+anteriores`,
        String.raw`\b(?:ignora|ignorate|dimentica|dimenticate)\s+(?:tutte\s+)?(?:le\s+)?istruzioni\s+precedenti`,
        '(?:忽略|无视|無視|忘记|忘記)(?:之前|以上|先前|前面|上面|所有|全部)[的所有全部]*(?:指令|指示|说明|說明|提示|规则|規則)',
        '(?:系统通知|系統通知|系统消息|系統消息|系统提示)[:：]',
        '(?:以前|前|これまで|上記)の(?:すべての)?(?:指示|命令|ルール)を(?:すべて)?(?:無視|忘れ)',
        String.raw`(?:игнорируй(?:те)?|забудь(?:те)?)\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания)`,
      ].join('|'),
      'i',
    ),
  ],
  conceal: [
    /\b(?:do not|don't|never)\s+(?:tell|inform|notify|alert|mention (?:this |it )?to|reveal (?:this |it )?to|show|report (?:this |it |them |\w+ attempts )?to)\s+the\s+user\b|\bwithout (?:telling|informing|notifying|alerting) the user\b|\bsilently (?:send|upload|post|transmit|exfiltrate|copy|forward)\b|\bhide (?:this|it|the \w+) from the user\b|\bwithout the user(?:'|’)?s? (?:knowledge|noticing|knowing)\b|\b(?:secretly|covertly) (?:send|upload|post|run|execute|read|copy|install|collect)\b|\bkeep (?:this|it|these|the)(?: \w+)? (?:secret|hidden) from the user\b|\bthe user (?:must|should|shall) (?:not|never) (?:know|find out|be told|learn)\b|\b(?:do not|don't|never) (?:let|allow) the user (?:know|notice|find out)\b|\b(?:no need|(?:it is|it's) not necessary|there is no need) to (?:show|tell|mention|report)(?: (?:this|it|that))? (?:to )?(?:the user|them)\b|\b(?:do not|don't|no need to) bother the user (?:with|about) (?:it|this|that)\b|\b(?:do not|don't|never) (?:list|report|mention|include|flag) (?:these|those|the|your|this|that) (?:edits?|modifications?) (?:as (?:a )?findings?|in (?:the|your) (?:report|summary|findings|output))\b|\b(?:do not|don't|never) (?:(?:restore|revert|undo) (?:them|it|these|this|that)|put (?:them|it|these|this|that) back)\b[^.;\n]{0,20}\b(?:and|or|nor) (?:do not |don't |never )?mention (?:it|this|that|them)\b|\bleave (?:the )?[^.]{0,40}? out of the (?:summary|pr description|pull request|report|changelog|diff)\b|\bkeep (?:this|it|that)(?: \w+)? out of (?:the |your )?(?:\w+(?: \w+)? (?:and|or) (?:the |your )?)?(?:summary|pr description|pull request description|final (?:answer|report))\b|\b(?:do not|don't|never) (?:point (?:it|this|that) out|call (?:it|this|that) out|mention (?:it|this|that)) in (?:the |your )?(?:summary|reply|answer|report|pr description|pull request|commit message)\b/i,
    /\b(?:do not|don't|never|no need to)\s+(?:mention|reveal|disclose)\s+(?:this|it|that|these|any of (?:this|it)|(?:this|that|the|these) (?:steps?|notes?|rules?|instructions?|commands?|checks?|requests?|actions?|parts?|sections?|changes?))\s+(?:to|with)\s+the\s+user\b|\b(?:must|should|shall|is|are)\s+(?:not|never)\s+(?:be\s+)?(?:disclosed|revealed|mentioned)\s+to\s+the\s+user\b|\b(?:do not|don't|never)\s+(?:mention|reveal|disclose|say|admit)\s+that\s+you\s+(?:have\s+|had\s+)?(?:merged|pushed|deleted|sent|forwarded|uploaded|installed|approved|disabled)\b/i,
    new RegExp(
      [
        String.raw`\bsin\s+(?:informar|avisar|decir|notificar)(?:le)?\s+(?:nada\s+)?al\s+usuario`,
        String.raw`\bno\s+(?:le\s+)?(?:digas|informes|menciones|avises|cuentes|muestres)\s+(?:nada\s+|esto\s+)?al\s+usuario`,
        String.raw`\bsin\s+que\s+el\s+usuario\s+(?:lo\s+)?sepa`,
        String.raw`\bno\s+(?:es\s+necesario|hace\s+falta)\s+(?:informar|avisar|decir(?:le)?|contar(?:le)?)(?:le)?\s+al\s+usuario`,
        String.raw`\bsans\s+(?:en\s+)?(?:informer|avertir|pr[ée]venir)\s+l['’]utilisateur`,
        String.raw`\bsans\s+(?:l['’]|le\s+|la\s+|les\s+|en\s+|y\s+)?(?:indiquer|dire|signaler|mentionner|montrer|parler)\s+(?:rien\s+)?[àa]\s+l['’]utilisateur`,
        String.raw`\bne\s+(?:le\s+)?(?:dites|dis)\s+pas\s+[àa]\s+l['’]utilisateur`,
        String.raw`\bsans\s+que\s+l['’]utilisateur\s+(?:ne\s+)?le\s+sache`,
        String.raw`\bn['’]en\s+parle\s+pas\s+[àa]\s+l['’]utilisateur`,
        String.raw`\bne\s+(?:le\s+|la\s+|les\s+|lui\s+)?(?:mentionne|r[ée]v[èe]le|signale|dis)[sz]?\s+(?:jamais|pas|rien)\s+(?:(?:de\s+)?(?:cette|cet|ce|ces)\s+[\wàâçéèêëîïôûùüÿ-]+\s+|cela\s+|ceci\s+)?[àa]\s+l['’]utilisateur`,
        String.raw`\bne\s+doit\s+pas\s+[êe]tre\s+(?:montr[ée]e?|r[ée]v[ée]l[ée]e?|mentionn[ée]e?)(?:\s+ni\s+\w+)?\s+[àa]\s+l['’]utilisateur`,
        String.raw`\bohne\s+(?:den\s+)?(?:Benutzer|Nutzer|Anwender)\s+zu\s+(?:informieren|benachrichtigen)`,
        String.raw`\b(?:sag|sage|sagen\s+Sie|verrate|verraten\s+Sie|erw[äa]hne|erw[äa]hnen\s+Sie|zeige|zeigen\s+Sie)\s+(?:es\s+|das\s+|dies\s+|diese[nrs]?\s+[\wäöüß]+\s+)?dem\s+(?:Benutzer|Nutzer|Anwender)(?:\s+gegen[üu]ber)?\s+nicht`,
        String.raw`\bsem\s+(?:informar|avisar|notificar)\s+o\s+usu[áa]rio`,
        String.raw`\bn[ãa]o\s+(?:diga|informe|conte|mencione)\s+(?:nada\s+|isso\s+)?ao\s+usu[áa]rio`,
        String.raw`\bsenza\s+(?:informare|avvisare)\s+l['’]utente`,
        String.raw`\bnon\s+(?:dire|dirlo|informare|menzionare)\s+(?:nulla\s+)?all['’]utente`,
        '(?:不要|别|不得|切勿|不可|无需|無需|不需要|不需|不必|不用)(?:告诉|告訴|告知|通知|让|讓|提醒)(?:用户|用戶|使用者)',
        'ユーザー(?:に|には)(?:伝え|知らせ|言わ|教え|報告し)ない',
        String.raw`(?:^|[^\wа-яё])не\s+(?:говори|сообщай|рассказывай|показывай)(?:те)?\s+(?:об\s+этом\s+|это\s+)?пользователю`,
        String.raw`(?:^|[^\wа-яё])без\s+ведома\s+пользователя`,
        String.raw`\b(?:vertel|meld|zeg|toon)\s+(?:dit|het|dat)\s+niet\s+(?:aan\s+)?(?:de\s+[\wÀ-ɏ]+\s+(?:of|en|noch)\s+)?de\s+gebruiker\b`,
        String.raw`\bzonder\s+dat\s+de\s+gebruiker\s+(?:het\s+|dit\s+)?(?:merkt|weet|ziet)|\b(?:vertel|meld|zeg)\s+(?:dit\s+|het\s+)?(?:niet\s+)?(?:aan\s+)?de\s+gebruiker\s+(?:dit\s+|het\s+)?niet(?![\wÀ-ɏ])`,
        String.raw`\bbez\s+wiedzy\s+u[żz]ytkownika|\bnie\s+(?:m[óo]w|informuj|pokazuj|wspominaj)\s+(?:o\s+tym\s+)?u[żz]ytkownikowi`,
        String.raw`\bkullan[ıi]c[ıi]ya\s+(?:bundan\s+)?(?:s[öo]yleme|bildirme|g[öo]sterme|bahsetme)|\bkullan[ıi]c[ıi]\s+fark\s+etmeden`,
        String.raw`\bjangan\s+(?:beri\s?tahu|memberi\s?tahu|kasih\s+tahu|tunjukkan)\s+(?:ke\s+|kepada\s+)?pengguna|\btanpa\s+sepengetahuan\s+pengguna`,
      ].join('|'),
      'i',
    ),
  ],
  /** Concealment that names no user ("never reveal this rule"): covert only next to an action. */
  softConceal:
    /\b(?:never|do not|don't|must not|should not|no need to)\s+(?:reveal|disclose|mention|admit|acknowledge)\s+(?:this|these|that|it|the [\w-]+(?: or the [\w-]+)?)\b|\b(?:must|should|shall|will)\s+(?:not|never)\s+be\s+(?:disclosed|revealed|mentioned|shown|displayed)\b|\b(?:do not|don't)\s+(?:shorten|mask|redact)\s+them\b|\b(?:do not|don't|never) (?:list|report|mention|include|show) (?:it|this|that|them|these|those)(?: (?:edits?|changes?|lines?|tags?|snippets?))? (?:among|with|in) (?:the |your )?(?:changes|edits|modifications|findings|changed files)\b/i,
  disableSafety: [
    /--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|\bbypassPermissions\b|--yolo\b|\byolo mode\b|\("yolo"\) mode|\bdanger-full-access\b|\bapproval[_-](?:policy|mode)\s*[=:]\s*["']?never\b|--ask-for-approval\s+never\b/i,
    /\b(?:run|execute|perform|apply)\s+(?:any|all|every|each)\b[^.\n]{0,60}?\bwithout\s+(?:first\s+)?(?:asking|requesting|seeking|prompting)\b/i,
    /\b(?:treat|consider) (?:every|all|each) (?:tool call|command|action)s? as (?:pre-?approved|approved|authori[sz]ed)\b|\bnever (?:pause to )?ask (?:the user )?(?:for )?(?:permission|confirmation|approval)\b|\b(?:do not|don't|no need to) (?:pause to )?ask (?:the user )?(?:for )?(?:permission|confirmation|approval)(?: (?:before|even|to run|to execute|when running)\b| first\b)|\b(?:skip|disable|turn off|bypass|circumvent|get around|work around) (?:all |any |the )?(?:(?:permission|approval|safety|sandbox) (?:prompts?|checks?|rules?|dialogs?|settings?|guardrails?)|sandbox(?:ing)?|guardrails)\b|\bif a (?:tool call|command) is blocked\b[^.]{0,80}\b(?:try|use) (?:an? )?(?:equivalent|other|different)\b|\b(?:the user|they) (?:has|have) (?:already (?:reviewed and )?|reviewed and )(?:approved|authori[sz]ed|confirmed)\b|\bnever (?:refuse|add (?:warnings|disclaimers|safety notes))\b|\b(?:already|pre-?)approved by the user\b|\b(?:the user|they) (?:has|have) (?:already )?(?:pre-?)?(?:approved|authori[sz]ed|allowed) (?:uploading|sending|sharing|posting|running|executing|installing|deleting|reading) (?:any|all|every)\b|\b(?:do|run|send|upload|post) (?:it|this|that|them) without asking\b/i,
    new RegExp(
      [
        String.raw`\bsin\s+(?:pedir|solicitar)\s+(?:confirmaci[óo]n|permiso|aprobaci[óo]n)`,
        String.raw`\bno\s+(?:pidas|pida|solicites|solicite)\s+(?:(?:ning[úu]n|el|la)\s+)?(?:confirmaci[óo]n|permiso|aprobaci[óo]n)`,
        String.raw`\bne\s+demande\s+jamais\s+(?:de\s+)?(?:confirmation|permission|autorisation)`,
        String.raw`\bsans\s+demander\s+(?:de\s+)?(?:confirmation|permission|autorisation)`,
        String.raw`\bohne\s+(?:R[üu]ckfrage|Best[äa]tigung|Nachfrage)`,
        '(?:无需|無需|不要|不需要|不必)(?:确认|確認|询问|詢問|请求许可|請求許可|批准)',
        '(?:確認|許可|承認)を(?:求め|取ら|得)ずに',
        String.raw`(?:^|[^\wа-яё])без\s+(?:подтверждени[яй]|согласовани[яй]|запроса)`,
        String.raw`(?:^|[^\wа-яё])не\s+(?:спрашивай|запрашивай)(?:те)?\s+(?:подтверждени[ея]|разрешени[ея])`,
        String.raw`(?:^|[^\wа-яё])не\s+спрашивай(?:те)?\s+(?:пользователя\s+)?ни\s+о\s+(?:каких|чём|чем)`,
        String.raw`\bzonder\s+(?:(?:om\s+)?(?:toestemming|bevestiging)\s+te\s+vragen|te\s+vragen)`,
        String.raw`\bbez\s+(?:pytania|proszenia|pytania\s+u[żz]ytkownika)(?:\s+o\s+(?:zgod|pozwoleni|potwierdzeni)\w*)?|\bbez\s+potwierdzenia`,
        String.raw`\b(?:onay|izin)\s+(?:istemeden|almadan|sormadan)`,
        String.raw`\btanpa\s+(?:meminta\s+|menanyakan\s+)?(?:izin|konfirmasi|persetujuan)`,
      ].join('|'),
      'i',
    ),
    ...DISABLE_SAFETY,
  ],
  /** Phrasing that takes the decision from the user: run it unasked, ahead of the task, reassured. */
  unasked:
    /\bbefore (?:doing )?anything else\b|\bwithout (?:asking|confirmation|confirming|checking|reviewing)\b|\b(?:do not|don't|never) (?:ask|check|verify|review|inspect)\b|\bno need to (?:ask|check|verify|review|confirm|mention|tell)\b|\b(?:it is|it's|this is) (?:safe|harmless|trusted|fine|pre-?approved)\b|\balready (?:approved|vetted|reviewed|whitelisted|allow-?listed)\b|\bimmediately (?:run|execute)\b|\bsilently\b|\bautomatically (?:run|execute)\b/i,
  sendVerb: SEND_VERB,
  target:
    /\bhttps?:\/\/[^\s)`'"<>]+|\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bwebhooks?\b|\b(?:pastebin|paste\.ee|hastebin|gist)\b|\b(?:to|at) (?:this|the following|my|our) (?:server|endpoint|url|address)\b|\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b|\b(?:ngrok|requestbin|webhook\.site|pipedream|interactsh|burpcollaborator|oast)\b|\b(?:discord|telegram|slack) (?:channel|bot|server|dm)\b/i,
  /** What no skill sends away: local secret stores, the environment, tokens. */
  secretData:
    /\b(?:credentials? files?|private keys?|ssh keys?|secret keys?|api keys?|access tokens?|auth tokens?|_authToken|tokens?|passwords?|cookies|session cookies|cookies?(?=\s*:)|session (?:ids?|tokens?)|_?session_id\b|bearer tokens?|cookies? de sess[ãa]o|environment variables|env vars?|all (?:the )?(?:secrets|tokens|keys|credentials)|secrets?|keychain|wallets?|seed phrases?|mnemonic)\b|\.env\b|~\/\.(?:ssh|aws|kube|docker|netrc|gnupg|config\/gcloud|npmrc|pypirc)|\bid_(?:rsa|ed25519|ecdsa)\b|\bprocess\.env\b|os\.environ|\/etc\/(?:passwd|shadow)|\.git-credentials|\.npmrc|\.pypirc|\bprintenv\b|\bclaves?\b|\bcontraseñas?\b|\bmots? de passe\b|\bcl[ée]s?\b|\bSchl[üu]ssel\b|\bPassw[öo]rter\b|密钥|私钥|密码|令牌|\.env|ключ\w*|парол\w*|токен\w*|переменн\w* окружения/i,
  /** The conversation and what the user does: sent away, it is the user's data. */
  userData:
    /\b(?:conversation|chat history|the last (?:\w+ )?messages|transcript|what the user (?:said|wrote|typed)|session (?:summary|history)|résumé de la session|clipboard|shell history|browser history|(?:whole|entire|complete|full) (?:user['’]s )?home (?:folder|directory|dir)|everything in (?:the user['’]s |your |the )?home (?:folder|directory))\b/i,
  /** A credential store named as what to read. */
  credentialObject:
    /~?\/?\.ssh\/(?:id_[\w*]+(?!\.pub)|\*(?!\.pub))|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\.aws\/credentials|\.git-credentials|\.netrc\b|\.kube\/config|\.docker\/config\.json|~\/\.npmrc|~\/\.pypirc|\b_authToken\b|\.gnupg\b|\bkeychain\b|\bLogin Data\b|\bcookies\.sqlite\b|\blogins\.json\b|\bkey4\.db\b|\bwallet\.dat\b|\bseed phrases?\b|\/etc\/shadow\b|\bsaved (?:browser )?passwords\b|\bbrowser (?:cookies|passwords)\b|\bprivate (?:ssh )?keys?\b|\bsecret keys?\b|\bsigning keys?\b/i,
  readVerb:
    /\b(?:read|find|locate|search|cat|open|print|output|show|display|copy|cp|dump|collect|gather|extract|export|include|paste|load|grab|decrypt|archive|bundle|zip|tar|base64|list|lee|copia|lis|copie|lies|kopiere|读取|复制|прочитай|скопируй)\w*\b|读取|复制|备份|прочита|скопир/i,
  writeVerb:
    /\b(?:write|writes|add|append|edit|update|modify|create|insert|put|save|register|set|change|patch|overwrite|merge|install|enable|configure|inject|place|copy|record|persist|store|remember)\b|\b(?:[ée]cris|[ée]crivez|ajoute|ajoutez|modifie|enregistre|ins[èe]re|escribe|añade|añadir|agrega|edita|modifica|guarda|actualiza|schreibe|füge|ergänze|ergänzen|trage|bearbeite|ändere|aktualisiere|speichere|adicione|adiciona|escreva|atualize|salve|aggiungi|scrivi|aggiorna)\w*|書き換え|書き込|追記|写入|添加|修改|(?:^|[^\wа-яё])(?:запиши|добавь|пропиши)|(?:^|[^\wçğıöşü])(?:ekle(?:yin|yiniz)?|yaz(?:ın|ınız))(?![\wçğıöşü])/i,
  /** Where agents read their instructions, permissions, hooks and servers from. */
  agentConfig:
    /\bmcpServers\b|(?:~\/|\$HOME\/|%USERPROFILE%\\)?\.claude\/(?:settings(?:\.local)?\.json|CLAUDE\.md|commands\/|agents\/|hooks?\b|skills\/)|(?:~\/)?\.claude\.json\b|\bCLAUDE\.md\b|\bAGENTS\.md\b|\bGEMINI\.md\b|\.cursorrules\b|\.cursor\/(?:rules|mcp\.json)|\.windsurfrules\b|\.github\/copilot-instructions\.md\b|copilot-instructions\.md\b|\.mcp\.json\b|\bmcp\.json\b|claude_desktop_config\.json|\.codex\/(?:config\.toml|AGENTS\.md)|\.gemini\/settings\.json|\.vscode\/(?:settings|tasks)\.json|\.continue\/config|\.aider\.conf|\.clinerules\b|\.roo\/(?:rules|mcp\.json)|\.roomodes\b|\.kiro\/(?:steering|settings)|\.github\/instructions\/|\.junie\/guidelines|\.amazonq\/rules|\.windsurf\/rules|\.codeium\/windsurf\/|\.goosehints\b|\bopencode\.json\b|\.config\/opencode\/|\b(?:persistent|long-term|permanent) memory\b/i,
  /** The configuration every session of the user reads, not one project's file. */
  globalConfig:
    /~\/|\$HOME\/|%USERPROFILE%|%APPDATA%|claude_desktop_config\.json|\bglobal(?:e|ly)?\b|\bmémoire globale\b|\buser[- ]level\b|\bevery project\b|\ball (?:your |the user's )?projects\b/i,
  remoteCode:
    /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b|\b(?:curl|wget)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:python[0-9.]*|node|perl|ruby|iex|Invoke-Expression)\b|\b(?:download(?:s|ed|ing)?|fetch(?:es|ed|ing)?|retrieves?|gets?|pulls?)\b(?:[^.\n]|\.(?=\S)){0,120}\bhttps?:\/\/[^\s)`'"<>]+(?:[^.\n]|\.(?=\S)){0,80}\b(?:and|then)\s+(?:runs?|execut(?:e|es|ing)|exec|evaluat(?:e|es|ing)|evals?|sources?|pipes?|launch(?:es)?|installs?|starts?|double-click)\b|\bhttps?:\/\/[^\s)`'"<>]+[^\n]{0,120}\b(?:copy|paste)\b[^\n]{0,80}\b(?:into|in)\s+(?:your |a |the )?(?:terminal|shell|console|command prompt|powershell|cmd|run dialog)\b|\b(?:run|execute|source|eval)\b[^.\n]{0,40}\b(?:the )?(?:script|code|installer|file) (?:at|from|hosted at|served at)\s+https?:\/\/[^\s)`'"<>]+|\bpip[0-9]?\s+install\s+(?:-[\w-]+\s+)*https?:\/\/[^\s)`'"<>]+\.(?:tar\.gz|tgz|zip)\b|\b(?:replace|swap|switch|change|point|repoint|override)\b[^.\n]{0,120}\b(?:dependency|dependencies|package|requirement|module|library)\b[^.\n]{0,80}(?:git\+https?:\/\/(?!(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\/)[^\s)`'"<>]+|https?:\/\/(?!(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|registry\.npmjs\.org|pypi\.org|files\.pythonhosted\.org)\/)[^\s)`'"<>]+\.(?:git|tgz|tar\.gz|whl)\b)/i,
  destroy:
    /\b(?:rm\s+-[a-z]*r[a-z]*f?\s+(?:~|\/|\$HOME|\*)(?:\s|$|\/\*?\s)|(?:drop|truncate|delete|wipe|erase|destroy|purge|reset)\s+(?:all\s+|every\s+|the\s+)?(?:(?:production|prod|live|remote|user's|entire|whole)\s+)+(?:database|db|tables?|data|schema|branch(?:es)?|bucket|cluster|namespaces?)|(?:wipe|erase|format|destroy|delete|remove)\s+(?:the\s+)?(?:user's\s+)?(?:home directory|entire (?:disk|drive|repository|filesystem)|whole (?:disk|drive|filesystem)|all (?:files|backups|snapshots|branches|tags)|every (?:file|backup|branch)|backups)|push\s+--force\b[^.\n]{0,60}\b(?:all|every|main|master)\b|--force\b[^.\n]{0,40}\b--all\b)/i,
  /** Startup files, schedulers and login agents named the way instructions name them. */
  persistTarget:
    /~\/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv)\b|(?:^|[\s`'"(])\.(?:bashrc|zshrc|bash_profile|zprofile)\b|\bcrontab\b|\bcron ?(?:job|entry|tab)s?\b|\/etc\/cron|\bLaunch(?:Agents|Daemons)\b|\blaunchd\b|\bsystemd (?:user )?(?:service|unit|timer)s?\b|\bauthorized_keys\b|\.git\/hooks\b|\bgit hooks?\b|\bautostart\b|\bStartup folder\b|\bRun key\b|\bscheduled task\b/i,
  // Spanish, French, Portuguese and German imperatives too: the target names are the same in every language.
  plantVerb:
    /\b(?:add|append|put|write|insert|place|paste|create|install|register|schedule|set up|configure)\b|\b(?:añade|añada|agrega|agregue|ajoute|ajoutez|adicione|adiciona|acrescente|inclua|insira|füge|fügen)\b/i,
  /** An image whose URL carries a placeholder for a secret or the conversation (a markdown beacon). */
  beacon:
    /!\[[^\]\n]*\]\(\s*<?https?:\/\/[^)\s]*[?&/=][^)\s]*(?:(?:\{\{?|\$\{|<|%7B)\s*[\w.-]*(?:secret|key|token|passw|credential|conversation|chat|history|env|cookie|session|prompt|messages?|context)[\w.-]*\s*(?:\}\}?|>|%7D)|\$[A-Z][A-Z0-9_]*(?:SECRET|KEY|TOKEN|PASSWORD)\b)|<img\b[^>\n]*\bsrc\s*=\s*["']https?:\/\/[^"'\s]*(?:\{\{?|\$\{)\s*[\w.-]*(?:secret|key|token|passw|credential|conversation|history|env|cookie|session|prompt)/i,
  /** An image whose query value is a bare placeholder, a beacon when the prose says what fills it. */
  placeholderImage:
    /!\[[^\]\n]*\]\(\s*<?https?:\/\/[^)\s]*[?&][\w.-]*=(?:\{\{?\s*[\w.-]+\s*\}\}?|<[^>\n]{1,40}>|%7B[\w.-]+%7D|\$\{?[\w.]+\}?|[A-Z][A-Z0-9_]{2,})(?:[&)#\s]|$)/,
  // "… where SUMMARY is the conversation so far" defines what fills the placeholder just as "replace … with" does.
  fillVerb:
    /\b(?:replac|fill|substitut|put|insert|encod|append|add|includ|embed|set)\w*\b[^\n]{0,160}\b(?:with|into|in|to)\b|\b(?:with|into)\b[^\n]{0,80}\b(?:replac|fill|substitut)\w*|\bwhere\s+`?[A-Z][A-Z0-9_]{2,}`?\s+(?:is|are|holds|contains|stands for)\b/i,
  /** Instructions about what *other* tools do, rewriting where their data goes (tool shadowing). */
  otherTool: /\b(?:any|every|all|the)\s+other\s+(?:skills?|tools?|servers?|plugins?|agents?|mcp servers?)\b/i,
  rewriteTarget:
    /\b(?:change|replace|rewrite|redirect|swap|override|modify)\s+(?:the\s+|its\s+|their\s+)?(?:recipients?|destination(?: account)?|to address|email address|account(?: number)?|wallet(?: address)?|iban|url|endpoint|webhook|address|parameters?|arguments?)\b/i,
  /** Data moved to a fixed outside address. */
  covertAction:
    /\b(?:bcc|cc|forward|send|copy|upload|post|email|change|redirect|replace|rewrite)\b[^.\n]{0,120}(?:[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/)|[\w.+-]+@[\w-]+\.[\w.-]+[^.\n]{0,40}\b(?:to|in|into|as)\s+(?:the\s+)?(?:bcc|cc)\b/i,
  /** Prose that describes attacks rather than asking for one ("suspicious values", "the detected encoding", "so the dialect can be detected" are data profiling, not a threat). */
  describes:
    /\b(?:attacks?|attackers?|malicious|malware|adversar\w*|exploit\w*|vulnerab\w*|phishing|prompt[- ]injection|injection attempts?|jailbreaks?|red flags?|suspicious(?! (?:values?|rows?|records?|entries|cells?|outliers?|numbers?|dates?|amounts?|readings?))|indicators? of compromise|(?<!\b(?:settings|encoding|delimiter|dialect|charset|language|locale|format|type) (?:can|will|could|may|is|gets) be )detect\w*(?! (?:settings|encoding|delimiter|dialect|charset|language|locale|format|file types?|column types?|types?))|flag(?:s|ged)? (?:it|them|this|as)|warn (?:the user|users|about)|threat model|example of (?:an? )?(?:attack|malicious|injection|bad)|what (?:an attacker|attackers|malware) (?:write|writes|do|does))\b/i,
  /** A clause that forbids the act it names. */
  // Latin words end at letters `\b` does not know: `ne` inside `bölümüne` is no negation.
  negation:
    /(?<![\wÀ-ɏ])(?:never|not|don't|doesn't|won't|cannot|can't|must not|no|avoid|refuse|nunca|jamais|ne|nie|niemals)(?![\wÀ-ɏ])|\b(?:никогда|не)\b|不要|切勿|禁止|绝不/i,
} as const;
