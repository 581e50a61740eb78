export type WhatsAppStatus = {
  cloudAPI: boolean;
  groupId: string | null;
  phoneNumberId: string | null;
  hasAccessToken: boolean;
};

export type TelegramStatus = { telegramConnected: boolean; message: string };

export type ChannelMessage = { message: string; type?: string };
