// Credentials published on purpose: sample keys shipped inside SDKs and documentation, and public
// client keys copied into thousands of repositories. Finding one in a prompt or a log is not a leak, and
// reporting it is the false alarm that teaches users to ignore credential findings. Like AWS's
// AKIAIOSFODNN7EXAMPLE (aws.ts), they are known by their value alone: nothing in the text around them
// tells them from a live key, so the list is exact values, each with where it comes from.
// Sources: gitleaks (MIT), cmd/generate/config/rules/gcp.go and generic.go allowlists (the Firebase and
// Algolia values); Stripe's own API reference (its documentation test keys).

import type { Detector } from '../../types.ts';

const PUBLISHED: ReadonlyArray<readonly [source: string, values: readonly string[]]> = [
  [
    'example keys in the Firebase Android SDK (github.com/firebase/firebase-android-sdk)',
    [
      'AIzaSyabcdefghijklmnopqrstuvwxyz1234567', 'AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs', 'AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM',
      'AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU', 'AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0', 'AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A',
      'AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c', 'AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4', 'AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY',
      'AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM', 'AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ', 'AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g',
      'AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU', 'AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw', 'AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE',
      'AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY',
    ],
  ],
  // The search-only key of the public npm-search index, in yarn and its many forks (yarnpkg/berry#6201).
  ['public Algolia search key of npm-search (yarn)', ['6fe4476ee5a1832882e326b506d14126']],
  // The test-mode secret keys printed in Stripe's API reference (docs.stripe.com/api, "Authentication"),
  // copied into countless tutorials; test mode moves no money and these two belong to Stripe's docs account.
  ['test keys of the Stripe API reference', ['sk_test_' + '4eC39HqLyjWDarjtT1zdp7dc', 'sk_test_' + 'BQokikJOvBiI2HlWgH4olfQ2']],
];

export const PUBLISHED_EXAMPLES: ReadonlySet<string> = new Set(PUBLISHED.flatMap(([, values]) => values));

/** `detector` without the findings whose value is a published example credential. */
export function withoutPublishedExamples(detector: Detector): Detector {
  return {
    ...detector,
    detect: (text, ctx) => detector.detect(text, ctx).filter((f) => !PUBLISHED_EXAMPLES.has(text.slice(f.start, f.end))),
  };
}
