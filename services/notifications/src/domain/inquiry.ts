export interface Inquiry {
  id: string;
  message: string;
  mobileNumber: string;
  createdAt: Date;
  /** A question about a listing (issue 27): the listing and its title when asked. */
  propertyId?: string;
  propertyTitle?: string;
}

/** What an inquiry is stored with: a question also names the listing's owner and the asker. */
export interface NewInquiry {
  message: string;
  mobileNumber: string;
  propertyId?: string;
  propertyTitle?: string;
  ownerId?: string;
  askedBy?: string;
}
