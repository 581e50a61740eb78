// WhatsApp's click-to-chat link with the listing's title and address in the message.
export const shareLinks = (title: string, url: string) => ({
  whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
});
