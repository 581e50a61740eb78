export interface Inquiry {
  id: string;
  message: string;
  mobileNumber: string;
  createdAt: Date;
}
