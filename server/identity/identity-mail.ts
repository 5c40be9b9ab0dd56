/** The e-mails the pool sends: a code to confirm a new account, and a code to choose a new password. */
export type IdentityMailKind = 'account-confirmation-code' | 'password-reset-code';

export interface IdentityMail {
  kind: IdentityMailKind;
  recipient: string;
  subject: string;
  bodyText: string;
  /** The language the mail is written in. */
  language: 'en' | 'ar' | 'ja';
  /** The site the caller named in ClientMetadata (`siteId`), for the sender to check and file the mail under. */
  siteHint?: string;
}

type Texts = Record<IdentityMailKind, { subject: string; body: (code: string) => string }>;

const TEXTS: Record<'en' | 'ar' | 'ja', Texts> = {
  en: {
    'account-confirmation-code': {
      subject: 'Your verification code',
      body: (code) =>
        `Your verification code is ${code}. Enter it to confirm your account; it expires in 24 hours.\n\n` +
        'Did not create an account? Ignore this message.',
    },
    'password-reset-code': {
      subject: 'Your password reset code',
      body: (code) =>
        `Your password reset code is ${code}. It expires in 1 hour.\n\n` +
        'Did not ask to reset your password? Ignore this message; your password stays the same.',
    },
  },
  ar: {
    'account-confirmation-code': {
      subject: 'رمز التحقق الخاص بك',
      body: (code) =>
        `رمز التحقق الخاص بك هو ${code}. أدخله لتأكيد حسابك؛ تنتهي صلاحيته خلال 24 ساعة.\n\n` +
        'لم تنشئ حسابًا؟ تجاهل هذه الرسالة.',
    },
    'password-reset-code': {
      subject: 'رمز إعادة تعيين كلمة المرور',
      body: (code) =>
        `رمز إعادة تعيين كلمة المرور الخاص بك هو ${code}. تنتهي صلاحيته خلال ساعة واحدة.\n\n` +
        'لم تطلب إعادة تعيين كلمة المرور؟ تجاهل هذه الرسالة؛ تبقى كلمة المرور كما هي.',
    },
  },
  ja: {
    'account-confirmation-code': {
      subject: '確認コードのお知らせ',
      body: (code) =>
        `確認コードは ${code} です。アカウントを確認するために入力してください。有効期限は24時間です。\n\n` +
        'お心当たりのない場合は、このメールを破棄してください。',
    },
    'password-reset-code': {
      subject: 'パスワード再設定コードのお知らせ',
      body: (code) =>
        `パスワード再設定コードは ${code} です。有効期限は1時間です。\n\n` +
        'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
  },
};

/** The mail with `code`, in the language the caller's ClientMetadata named when we have it, else English. */
export function identityMail(
  kind: IdentityMailKind,
  code: string,
  recipient: string,
  metadata: Record<string, string>,
): IdentityMail {
  const language = (metadata.language ?? '').toLowerCase().split('-')[0];
  const written = language === 'ar' || language === 'ja' ? language : 'en';
  const texts = TEXTS[written][kind];
  return {
    kind,
    recipient,
    subject: texts.subject,
    bodyText: texts.body(code),
    language: written,
    ...(metadata.siteId ? { siteHint: metadata.siteId } : {}),
  };
}
