export * from './inspect-upload';
export * from './multipart-upload';
export * from './serve-uploads';
export * from './upload-policy';
export * from './upload-store';
