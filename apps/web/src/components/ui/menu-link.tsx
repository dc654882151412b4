import { ActionType, type MenuItem, type SubItem } from '@fairline/shared/config';
import { localizePath, shouldNavigate } from '@fairline/shared/routing';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLang } from '../../lib/i18n';

interface MenuLinkProps {
  item: Pick<MenuItem | SubItem, 'link' | 'actionType'>;
  className?: string | undefined | ((state: { isActive: boolean }) => string | undefined);
  children: ReactNode;
  onClick?: () => void;
}

const isExternal = (link: string) => /^(https?:)?\/\//.test(link);

/** Renders a configured menu item by its action type: router link, plain href, new tab, or text. */
export function MenuLink({ item, className, children, onClick }: MenuLinkProps) {
  const lang = useLang();
  const { pathname } = useLocation();
  const plainClass = typeof className === 'function' ? className({ isActive: false }) : className;
  switch (item.actionType) {
    case ActionType.not_link:
      return <span className={plainClass}>{children}</span>;
    case ActionType.blank:
      return (
        <a
          className={plainClass}
          href={isExternal(item.link) ? item.link : localizePath(item.link, lang)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClick}
        >
          {children}
        </a>
      );
    case ActionType.href:
      return (
        <a
          className={plainClass}
          href={isExternal(item.link) ? item.link : localizePath(item.link, lang)}
          onClick={onClick}
        >
          {children}
        </a>
      );
    default:
      return (
        <NavLink
          className={className}
          to={localizePath(item.link, lang)}
          onClick={(e) => {
            // Navigation is skipped when the target equals the current path.
            if (!shouldNavigate(localizePath(item.link, lang), pathname)) e.preventDefault();
            onClick?.();
          }}
          end
        >
          {children}
        </NavLink>
      );
  }
}
