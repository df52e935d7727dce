/**
 * Keys built at run time (`t(\`profile:interests.${slug}\`)`) cannot be found by the unused-key scan.
 * Declare their prefix here as `'<namespace>:<key prefix>'`; every English key under it counts as used.
 * Keep the list short: a prefix hides typos as well as dead keys.
 */
export const DYNAMIC_KEY_PREFIXES: readonly string[] = [
  'errors:', // flat keys = API error codes, looked up from the error envelope
  'profile:interests.',
  'profile:countries.',
  'profile:regionTerm.',
  'profile:languages.',
  'profile:gender.',
  'profile:sexuality.',
  'profile:hairColour.',
  'profile:eyeColour.',
  'profile:bodyType.',
  'profile:relationshipStatus.',
  'chat:gifts.', // gift names: `gifts.<key>` of GET /api/gifts.php
  'chat:icebreakers.', // opening lines: keys chosen by GET /api/icebreakers.php
  'payments:errors.', // message keys of the payment API's error envelopes
  'payments:methods.', // payment method names: ids offered by GET /api/packages.php
  'directdebit:errors.', // message keys of the direct-debit API's envelopes and field errors
  // legal pages' sections, `<page>.<id>.heading|body` built by sectionsOf() from ids checked against the namespace
  'legal:terms.',
  'legal:privacy.',
  'legal:cookies.',
];
