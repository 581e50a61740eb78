export type Inquiry = {
  id: string;
  mobileNumber: string;
  message: string;
  createdAt: string;
};
