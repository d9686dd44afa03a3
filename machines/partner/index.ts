export * from './partner.colour';
export * from './partner.contract';
export * from './partner.link';
export * from './partner.logo';
export * from './partner-page';
export * from './partner.ids';
export * from './partner.product';
export * from './partner.write';
