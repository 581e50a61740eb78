import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { buildErrorToast } from './error-toast';
import { i18n, loadLanguage } from './i18n';

// Hindi is a chunk of its own in the app; the tests read it as a Hindi reader's page would.
await loadLanguage('hi');

const t = i18n.getFixedT('en', 'errors');
const http = (status: number, serverMessage?: string, errors: string[] = []) =>
  new ApiError(status, serverMessage ?? 'transport text', { serverMessage, errors });

describe('buildErrorToast', () => {
  it('when the connection failed, then it shows the network title, message and suggestions', () => {
    const toast = buildErrorToast(new ApiError(0, 'x', { kind: 'network' }), t);
    expect(toast.title).toBe('Network Connection Error');
    expect(toast.message).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(toast.suggestions.length).toBeGreaterThan(0);
    expect(toast.action).toBeTruthy();
  });

  it('when the call timed out, then it shows Request Timeout', () => {
    const toast = buildErrorToast(new ApiError(0, 'x', { kind: 'timeout' }), t, 'booking');
    expect(toast.title).toBe('Request Timeout');
    expect(toast.message).toBe('The request took too long to complete...');
  });

  it('when the server failed with 500, then it says it is not the user’s fault', () => {
    const toast = buildErrorToast(http(500, 'Server error. Please try again in a few moments.'), t);
    expect(toast).toMatchObject({
      title: 'Server Error',
      message: 'An internal server error occurred. This is not your fault.',
    });
  });

  it.each([502, 503, 504])(
    'when the answer is %i, then it shows the spec’s 503 text, in English and in Hindi',
    (status) => {
      const error = http(
        status,
        'Service temporarily unavailable. Please try again in a few minutes.',
      );
      expect(buildErrorToast(error, t, 'booking')).toMatchObject({
        title: 'Service Unavailable',
        message: 'Service temporarily unavailable. Please try again in a few minutes.',
      });
      expect(buildErrorToast(error, i18n.getFixedT('hi', 'errors'))).toMatchObject({
        title: 'सेवा अभी उपलब्ध नहीं',
        message: 'सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
      });
    },
  );

  it('when the answer is 401, then the action line announces the redirect to login', () => {
    const toast = buildErrorToast(http(401, 'Your session has expired.'), t, 'property');
    expect(toast.title).toBe('Authentication Required');
    expect(toast.message).toBe('You need to be logged in to perform this action.');
    expect(toast.action).toBe('Redirecting you to the login page...');
  });

  it('when the answer is 403 without a context, then it shows Access Denied', () => {
    expect(buildErrorToast(http(403, 'Nope'), t)).toMatchObject({
      title: 'Access Denied',
      message: 'You do not have permission to perform this action.',
    });
  });

  it('when the answer is 404 without a context, then it shows Resource Not Found with the text', () => {
    expect(buildErrorToast(http(404, 'Booking not found'), t)).toMatchObject({
      title: 'Resource Not Found',
      message: 'Booking not found',
    });
  });

  it('when a 422 lists several errors, then they are joined by commas', () => {
    const error = http(422, 'Validation failed', ['Title is required', 'City is required']);
    expect(buildErrorToast(error, t)).toMatchObject({
      title: 'Validation Error',
      message: 'Title is required, City is required',
    });
  });

  it('when a 400 carries only an error text, then that text is the validation message', () => {
    expect(buildErrorToast(http(400, 'Payment reference is required'), t)).toMatchObject({
      title: 'Validation Error',
      message: 'Payment reference is required',
    });
  });

  it.each([
    ['Property not found', 'Property Not Found'],
    ['You do not have permission to edit this property', 'Property Access Denied'],
    ['Unauthorized owner', 'Property Access Denied'],
    ['A property with this title already exists', 'Property Already Exists'],
    ['Something odd happened', 'Property Error'],
  ])('when a property call fails with "%s", then the title is %s', (text, title) => {
    const toast = buildErrorToast(http(400, text), t, 'property');
    expect(toast.title).toBe(title);
    expect(toast.message).toBe(text);
  });

  it.each([
    ['This property is already booked and not available for booking.', 'Property Already Booked'],
    ['Payment proof is missing', 'Payment Error'],
    ['Invalid dealer code. Please check the code or leave it empty.', 'Invalid Dealer Code'],
    ['Could not create booking', 'Booking Error'],
  ])('when a booking call fails with "%s", then the title is %s', (text, title) => {
    expect(buildErrorToast(http(400, text), t, 'booking').title).toBe(title);
  });

  it.each([
    ['File size is too large. Maximum size is 5MB.', 'File Too Large'],
    ['Invalid file type. Please upload a JPEG, PNG or PDF file.', 'Invalid File Format'],
    ['Unsupported format', 'Invalid File Format'],
    ['The image is corrupted', 'File Corrupted'],
    ['The file looks damaged', 'File Corrupted'],
    ['Could not store the file', 'Upload Error'],
  ])('when an upload fails with "%s", then the title is %s with suggestions', (text, title) => {
    const toast = buildErrorToast(http(400, text), t, 'upload');
    expect(toast.title).toBe(title);
    expect(toast.suggestions.length).toBeGreaterThan(0);
  });

  it('when an upload is too large, then a suggestion names the 5MB limit', () => {
    const toast = buildErrorToast(http(413, 'Request body is too large.'), t, 'upload');
    expect(toast.suggestions).toContain('The maximum file size is 5MB');
  });

  it('when another status has a server text, then the fallback shows it under Error', () => {
    expect(buildErrorToast(http(409, 'Conflict here'), t)).toMatchObject({
      title: 'Error',
      message: 'Conflict here',
    });
  });

  it('when the error is not from the API, then its message is shown under Error', () => {
    expect(buildErrorToast(new Error('Boom'), t)).toMatchObject({
      title: 'Error',
      message: 'Boom',
    });
  });

  it('when nothing is known about the error, then it says An unexpected error occurred', () => {
    expect(buildErrorToast('weird', t)).toMatchObject({
      title: 'Error',
      message: 'An unexpected error occurred',
      suggestions: [],
    });
  });

  it('when the language is Hindi, then the toast is in Hindi', () => {
    const toast = buildErrorToast(
      new ApiError(0, 'x', { kind: 'network' }),
      i18n.getFixedT('hi', 'errors'),
    );
    expect(toast.title).toBe('नेटवर्क कनेक्शन में गड़बड़ी');
  });
});
