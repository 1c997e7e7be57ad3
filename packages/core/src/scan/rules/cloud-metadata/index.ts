import {
  CLOUD_METADATA_RE,
  IMDS_SESSION_TOKEN_RE,
  METADATA_CREDENTIAL_RE,
} from '../../sensitive-patterns.js';
import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A request for the listing of every metadata path rather than one value. */
const METADATA_ROOT_RE =
  /\/(?:latest\/meta-data|computeMetadata\/v1|metadata\/instance)\/?(?:\?[^/]*)?["'`]?$/;

/** The instance-metadata service hands cloud credentials to any process on the VM that asks. */
export const cloudMetadata: Rule = {
  id: 'SS-CLOUD-METADATA',
  severity: 'high',
  title: 'Reaches a cloud instance-metadata endpoint',
  remediation: 'Skills must not query instance metadata (it yields cloud credentials); remove the call.',
  rationale:
    'On a cloud VM, 169.254.169.254 and its aliases return the machine role’s temporary credentials; asking for them is how server-side request forgery and malicious packages take over cloud accounts.',
  keywords: [
    '169.254',
    '2852039166',
    '0xa9fea9fe',
    '0251.0376',
    'a9fe:a9fe',
    'instance-data',
    'metadata',
    '100.100.100.200',
    'fd00:ec2',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'network')) {
      const target = fact.target ?? '';
      if (!CLOUD_METADATA_RE.test(target)) continue;
      // A session token opens every metadata path: it is the first step of a credential theft when the
      // same file names a credential path anywhere (a helper often builds the URL from an argument), and
      // of an instance-id lookup otherwise.
      const credentials =
        METADATA_CREDENTIAL_RE.test(target) ||
        (IMDS_SESSION_TOKEN_RE.test(target) && METADATA_CREDENTIAL_RE.test(unit.text));
      // Which instance, region or zone the code runs in is what on-instance tools ask; the root listing
      // (what a crawler starts from) and user-data (where launch secrets sit) are more.
      const identityOnly =
        !credentials && !/user-data|userdata/i.test(unit.text) && !METADATA_ROOT_RE.test(target);
      report(unit, {
        line: fact.line,
        severity: credentials ? 'critical' : identityOnly ? 'medium' : 'high',
        message: credentials
          ? 'asks the instance-metadata service for cloud credentials'
          : 'reaches the cloud instance-metadata service',
      });
    }
  },
};
