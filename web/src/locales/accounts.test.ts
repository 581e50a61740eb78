import { ROLE_LABELS } from '@ghar/contracts/constants';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import enAdmin from './en/admin.json';
import { resources } from './index';

// The English texts of the account screens that the spec fixes are the contracts' texts.
describe('account screen texts', () => {
  it('when the form rules are read in English, then each equals its contracts message', () => {
    const { rules, server, fixIssues } = resources.en.forms;
    expect(fixIssues).toBe(VALIDATION_MESSAGES.fixIssues);
    for (const [key, text] of Object.entries(rules)) {
      expect(text).toBe(VALIDATION_MESSAGES[key as keyof typeof rules]);
    }
    for (const [key, text] of Object.entries(server)) {
      expect(text).toBe(ERROR_MESSAGES[key as keyof typeof server]);
    }
  });

  it('when login and signup texts are read in English, then they are the spec texts', () => {
    const { login, signup } = resources.en.auth;
    expect(login.success).toBe(SUCCESS_MESSAGES.loginSuccessful);
    expect(login.failed).toBe(ERROR_MESSAGES.loginFailed);
    expect(signup.failed).toBe(ERROR_MESSAGES.signupFailed);
  });

  it('when profile texts are read in English, then they are the spec texts', () => {
    const profile = resources.en.profile;
    expect(profile.roles).toEqual(ROLE_LABELS);
    expect(profile.edit.success).toBe(SUCCESS_MESSAGES.profileUpdated);
    expect(profile.edit.failed).toBe(ERROR_MESSAGES.updateProfileFailed);
    expect(profile.picture.success).toBe(SUCCESS_MESSAGES.profilePictureUpdated);
    expect(profile.picture.failed).toBe(ERROR_MESSAGES.uploadProfilePictureFailed);
    expect(profile.aadhaarImage.success).toBe(SUCCESS_MESSAGES.aadhaarImageUpdated);
    expect(profile.aadhaarImage.failed).toBe(ERROR_MESSAGES.uploadAadhaarImageFailed);
    expect(profile.security.success).toBe(SUCCESS_MESSAGES.passwordChanged);
    expect(profile.security.failed).toBe(ERROR_MESSAGES.changePasswordFailed);
  });

  it('when admin user texts are read in English, then they are the spec texts', () => {
    const { toast, failed } = enAdmin.users;
    expect(toast).toEqual({
      created: SUCCESS_MESSAGES.userCreated,
      updated: SUCCESS_MESSAGES.userUpdated,
      passwordUpdated: SUCCESS_MESSAGES.passwordUpdated,
      deleted: SUCCESS_MESSAGES.userDeleted,
      blocked: SUCCESS_MESSAGES.userBlocked,
      unblocked: SUCCESS_MESSAGES.userUnblocked,
      pictureUpdated: SUCCESS_MESSAGES.profilePictureUpdated,
      aadhaarUpdated: SUCCESS_MESSAGES.aadhaarImageUpdated,
    });
    expect(failed).toEqual({
      load: ERROR_MESSAGES.loadUsersFailed,
      create: ERROR_MESSAGES.createUserFailed,
      update: ERROR_MESSAGES.updateUserFailed,
      password: ERROR_MESSAGES.updatePasswordFailed,
      delete: ERROR_MESSAGES.deleteUserFailed,
      block: ERROR_MESSAGES.blockUserFailed,
      unblock: ERROR_MESSAGES.unblockUserFailed,
      picture: ERROR_MESSAGES.uploadProfilePictureFailed,
      aadhaar: ERROR_MESSAGES.uploadAadhaarImageFailed,
    });
    expect(enAdmin.users.create.passwordHint).toBe('Leave empty for OAuth users');
  });
});
