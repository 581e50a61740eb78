/**
 * robots.txt (issue 28): everything public may be crawled but the API and the private pages
 * (sign-in, forms, dashboards — the web's PRIVATE_PATHS); the sitemap is at /sitemap.xml.
 */
export const robotsTxt = (origin: string, privatePaths: string[]): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
