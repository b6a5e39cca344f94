import { useTranslation } from 'react-i18next';
import { IconButton } from '../../design-system/index.ts';
import * as styles from './FloatingChatLink.css.ts';

export interface FloatingChatLinkProps {
  /** The brand's support chat (`brand.support.chatUrl`); without one nothing shows. */
  chatUrl: string | undefined;
  /**
   * Hide it, e.g. on /profile/top-up and /profile/withdrawal, where it would cover the payment
   * form's buttons (spec, section 2). @default false
   */
  hidden?: boolean;
}

/** A round button at the end of the bottom bar opening the brand's support chat in a new tab. */
export function FloatingChatLink({ chatUrl, hidden = false }: FloatingChatLinkProps) {
  const { t } = useTranslation();
  if (!chatUrl || hidden) return null;

  return (
    <div className={styles.floating}>
      <IconButton
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        icon="chat"
        variant="solid"
        label={t('shell.chat')}
      />
    </div>
  );
}
