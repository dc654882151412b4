export const TEMPLATE_DB = 'fairline_test_template';
