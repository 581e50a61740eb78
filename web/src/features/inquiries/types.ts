export type Inquiry = {
  id: string;
  mobileNumber: string;
  message: string;
  createdAt: string;
  /** A question about a listing (issue 27): its owner heard it too. */
  propertyId?: string;
  propertyTitle?: string;
};
