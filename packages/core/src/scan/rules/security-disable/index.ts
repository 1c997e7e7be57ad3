import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/**
 * Command lines that switch off a host's protection. Each entry: the pattern over `program args…` and
 * what it turns off, for the message.
 */
const DISABLERS: readonly (readonly [RegExp, string])[] = [
  [/^ufw (?:--force )?disable\b/, 'the firewall (ufw)'],
  [
    /^systemctl (?:stop|disable|mask) .*\b(?:firewalld|ufw|apparmor|auditd|selinux|falcon-sensor|crowdstrike|sentinelone|osqueryd|clamav\w*|wazuh\w*|aide)\b/,
    'a security service',
  ],
  [/^service (?:firewalld|ufw|apparmor|auditd|falcon-sensor) stop\b/, 'a security service'],
  [/^setenforce 0\b/, 'SELinux enforcement'],
  [/^iptables (?:-F|--flush|-P (?:INPUT|OUTPUT|FORWARD) ACCEPT)\b/, 'the firewall rules (iptables)'],
  [/^nft flush ruleset\b/, 'the firewall rules (nftables)'],
  [
    /^(?:pkill|killall|kill) .*\b(?:falcon|crowdstrike|sentinel|osquery|clam|wazuh|defender|mdatp|auditd)\w*/,
    'a security agent',
  ],
  [/^set-mppreference .*-disable\w* \$?true\b/, 'Microsoft Defender'],
  [/^add-mppreference .*-exclusion(?:path|process|extension)\b/, 'Microsoft Defender scanning of a path'],
  [/^netsh (?:advfirewall set \w+ state off|firewall set opmode disable)\b/, 'the Windows firewall'],
  [/^spctl --master-disable\b/, 'macOS Gatekeeper'],
  [/^csrutil disable\b/, 'macOS System Integrity Protection'],
  [
    /^defaults write .*com\.apple\.(?:LaunchServices|alf)\b.*(?:LSQuarantine|globalstate) (?:-bool false|-int 0)\b/,
    'macOS quarantine or firewall',
  ],
  [/^xattr (?:-\w*d\w* )?.*com\.apple\.quarantine\b/, 'the macOS quarantine flag of a download'],
  [/^auditctl -e 0\b/, 'the audit system'],
  [
    /^bcdedit(?:\.exe)? \/set .*\b(?:recoveryenabled no|bootstatuspolicy ignoreallfailures)\b/,
    'Windows boot recovery',
  ],
  [
    /^(?:vssadmin|wmic)(?:\.exe)? .*\bshadow\w* .*\bresize\b.*\bmaxsize=\d+[kmb]?b?\b/,
    'Windows shadow copies (shrunk to nothing)',
  ],
  [/^wevtutil(?:\.exe)? (?:cl|clear-log)\b/, 'the Windows event logs (cleared)'],
  [
    /^(?:git config --global http\.sslverify false|npm config set strict-ssl false|yarn config set strict-ssl false|pip config set global\.trusted-host)\b/,
    'TLS certificate checks of a package tool',
  ],
];

/** Turning off the firewall, antivirus, SELinux, Gatekeeper or audit: making room for what comes next. */
export const securityDisable: Rule = {
  id: 'SS-SECURITY-DISABLE',
  severity: 'critical',
  title: 'Turns off a security control',
  remediation:
    'Remove the command; a skill works within the host’s protections, it does not switch them off.',
  rationale:
    'Disabling the firewall, antivirus, SELinux, Gatekeeper, audit logging or TLS verification is what intrusions do before they act; no skill needs it for its task.',
  keywords: [
    'ufw',
    'firewalld',
    'apparmor',
    'auditd',
    'selinux',
    'setenforce',
    'iptables',
    'nft ',
    'falcon',
    'crowdstrike',
    'sentinel',
    'osquery',
    'clam',
    'wazuh',
    'mppreference',
    'netsh',
    'spctl',
    'csrutil',
    'quarantine',
    'auditctl',
    'sslverify',
    'strict-ssl',
    'trusted-host',
    'defender',
    'mdatp',
    'lsquarantine',
    'alf',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'process')) {
      const line = [fact.program, ...fact.args].join(' ').toLowerCase();
      const hit = DISABLERS.find(([re]) => re.test(line));
      if (hit === undefined) continue;
      const tls = hit[1].startsWith('TLS');
      report(unit, {
        line: fact.line,
        severity: tls ? 'medium' : 'critical',
        message: `turns off ${hit[1]}`,
      });
    }
  },
};
