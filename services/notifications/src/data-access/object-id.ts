/** Only 24-hex ids can name a document; anything else is simply "not found", never a cast error. */
export function isObjectIdText(id: string): boolean {
  return /^[0-9a-f]{24}$/i.test(id);
}
