// Everything the widget loads lazily in one module: the route table then holds one import for it all.
export { DemoHostPage } from './demo-host-page';
export { connectSiteFrame } from './site-host';
export { WidgetShell } from './widget-shell';
