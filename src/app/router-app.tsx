import { ThemeProvider, type Theme } from '@mui/material/styles';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { AppRoutes } from './routes';
import { API_PREFIX } from '../../machines/api/api-prefix';

/**
 * An `href` link of MUI's buttons, as a router link: moving between pages keeps the app. A
 * file to download (`download`) or anything the server answers (`/api/`) is not a page: it
 * stays a plain link, or the router would show its not-found page instead of the file.
 */
export const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterAnchor({ href = '/', children, ...props }, ref) {
    if (props.download !== undefined || href.startsWith(API_PREFIX)) {
      return (
        <a ref={ref} href={href} {...props}>
          {children}
        </a>
      );
    }
    return (
      <Link ref={ref} to={href} {...props}>
        {children}
      </Link>
    );
  },
);

/** MUI's documented way to route its links: ButtonBase's LinkComponent. */
export function withRouterLinks(theme: Theme): Theme {
  const buttonBase = theme.components?.MuiButtonBase;
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiButtonBase: {
        ...buttonBase,
        defaultProps: { ...buttonBase?.defaultProps, LinkComponent: RouterAnchor },
      },
    },
  };
}

/** The pages under whichever router holds them (tests use a MemoryRouter). */
export function RoutedPages() {
  return (
    <ThemeProvider theme={withRouterLinks}>
      <AppRoutes />
    </ThemeProvider>
  );
}

/** Every page but the survey: login, the reviewers' pages, the machines, the 404. */
export function RouterApp() {
  return (
    <BrowserRouter>
      <RoutedPages />
    </BrowserRouter>
  );
}
