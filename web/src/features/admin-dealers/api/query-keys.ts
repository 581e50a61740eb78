// Every admin dealer read starts with 'dealers', so a decision refreshes the requests and the
// tree together (an approval moves a dealer in both).
export const adminDealerKeys = {
  all: ['dealers'] as const,
  requests: ['dealers', 'admin', 'requests'] as const,
  tree: ['dealers', 'admin', 'tree'] as const,
};
