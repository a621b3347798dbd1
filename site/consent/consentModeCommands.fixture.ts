/*
 * What the consent tests expect gtag to be told (Google Consent Mode v2), written once for the unit test
 * (consentStore.test.ts) and the browser test (tests/e2e/consent.spec.ts). Literal on purpose: the tests
 * check consentMode.ts against these, so they must not be read from it.
 */
const allDenied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Before the visitor chooses: everything denied, and Google waits 500 ms for an update. */
export const deniedByDefault = ['consent', 'default', { ...allDenied, wait_for_update: 500 }];

/** After "Reddet" (or saving with both boxes off): everything denied again. */
export const deniedUpdate = ['consent', 'update', allDenied];
