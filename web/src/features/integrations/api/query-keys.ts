export const integrationKeys = {
  whatsapp: ['integrations', 'whatsapp'] as const,
  telegram: ['integrations', 'telegram'] as const,
};
