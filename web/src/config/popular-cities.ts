// The cities home and the footer link to (issue 28 item 6), Rajasthan's largest markets, by
// their page's slug; their names are texts (common `cities.<slug>`), the Hindi ones as contracts'
// place data writes them (popular-cities.test.ts checks).
export const POPULAR_CITIES = ['jaipur', 'jodhpur', 'udaipur', 'kota', 'ajmer', 'bikaner'] as const;
