import { Facebook, Instagram, Twitter, Youtube } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const socialIcons: Record<string, LucideIcon> = {
  Facebook,
  Instagram,
  YouTube: Youtube,
  X: Twitter,
};
