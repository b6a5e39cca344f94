import { languageOf, type Localized } from '../../lang.ts';

type Texts = Localized;

const subjects = {
  smsCode: { es: 'Código SMS', en: 'SMS code', pt: 'Código SMS' },
  verify: {
    es: 'Confirma tu correo electrónico',
    en: 'Confirm your e-mail address',
    pt: 'Confirme o seu e-mail',
  },
  restore: {
    es: 'Recuperación de contraseña',
    en: 'Password recovery',
    pt: 'Recuperação da palavra-passe',
  },
} satisfies Record<string, Texts>;

const bodies = {
  signUpCode: {
    es: 'Tu código de registro es {code}. Vence en 10 minutos.',
    en: 'Your sign-up code is {code}. It expires in 10 minutes.',
    pt: 'O seu código de registo é {code}. Expira em 10 minutos.',
  },
  restoreCode: {
    es: 'Tu código para recuperar la contraseña es {code}. Vence en 1 hora.',
    en: 'Your password recovery code is {code}. It expires in 1 hour.',
    pt: 'O seu código de recuperação da palavra-passe é {code}. Expira em 1 hora.',
  },
  verify: {
    es: 'Abre este enlace para confirmar tu correo (vence en 24 horas): {link}',
    en: 'Open this link to confirm your e-mail address (it expires in 24 hours): {link}',
    pt: 'Abra esta ligação para confirmar o seu e-mail (expira em 24 horas): {link}',
  },
  restore: {
    es: 'Abre este enlace para elegir una nueva contraseña (vence en 1 hora): {link}',
    en: 'Open this link to choose a new password (it expires in 1 hour): {link}',
    pt: 'Abra esta ligação para escolher uma nova palavra-passe (expira em 1 hora): {link}',
  },
} satisfies Record<string, Texts>;

/** Subject and text of an outgoing message in the recipient's language (es, en or pt). */
export function messageText(
  kind: keyof typeof bodies,
  lang: string,
  values: { code?: string; link?: string },
): { subject: string; text: string } {
  const language = languageOf(lang);
  const subject =
    kind === 'verify' ? subjects.verify : kind === 'restore' ? subjects.restore : subjects.smsCode;
  const text = bodies[kind][language]
    .replace('{code}', values.code ?? '')
    .replace('{link}', values.link ?? '');
  return { subject: subject[language], text };
}
