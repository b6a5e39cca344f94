/**
 * The header the app's API client adds to its calls, and the platform accepts instead of Fetch
 * Metadata on calls that change state through GET (logout, payment and token calls). Another
 * site's page cannot add a header to a request without a CORS preflight, which the platform
 * never allows, so the header marks a call as the app's own in browsers that send no
 * `Sec-Fetch-Site`.
 */
export const appRequestHeader = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;
