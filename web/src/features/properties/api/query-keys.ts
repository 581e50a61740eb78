export const propertyKeys = {
  all: ['properties'] as const,
  search: (query: Record<string, string>) => ['properties', 'search', query] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  similar: (id: string) => ['properties', 'similar', id] as const,
  locations: ['properties', 'locations'] as const,
  facets: (query: Record<string, string>) => ['properties', 'facets', query] as const,
  popular: (city: string, action: string) => ['properties', 'popular', city, action] as const,
  localities: (city: string, action: string, typed: string) =>
    ['properties', 'localities', city, action, typed] as const,
};
