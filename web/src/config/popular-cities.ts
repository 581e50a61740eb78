// The cities home and the footer link to (issue 28 item 6): Rajasthan's largest markets, with
// their Hindi names as contracts' place data writes them (popular-cities.test.ts checks). A short
// list of its own: the whole place list would weigh on every page's first JavaScript.
export const POPULAR_CITIES = [
  { slug: 'jaipur', en: 'Jaipur', hi: 'जयपुर' },
  { slug: 'jodhpur', en: 'Jodhpur', hi: 'जोधपुर' },
  { slug: 'udaipur', en: 'Udaipur', hi: 'उदयपुर' },
  { slug: 'kota', en: 'Kota', hi: 'कोटा' },
  { slug: 'ajmer', en: 'Ajmer', hi: 'अजमेर' },
  { slug: 'bikaner', en: 'Bikaner', hi: 'बीकानेर' },
] as const;

export const cityName = (city: (typeof POPULAR_CITIES)[number], language: string) =>
  language === 'hi' ? city.hi : city.en;
