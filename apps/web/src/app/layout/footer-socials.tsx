import type { SocialLink } from '@fairline/shared/config';
import styles from './footer.module.css';
import { SocialIcon } from './social-icon';

/** The footer's social links with their icons (`footer.isSocialsShown`). */
export function Socials({ links, label }: { links: readonly SocialLink[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.socials}>
      <span className={styles.socialsLabel}>{label}</span>
      <ul className={styles.socialList}>
        {links.map((social) => (
          <li key={`${social.name}:${social.link}`}>
            <a
              className={styles.social}
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.name}
              title={social.name}
            >
              <SocialIcon name={social.name} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
