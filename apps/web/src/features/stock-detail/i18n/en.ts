import type vi from './vi';

const en: typeof vi = {
  heading: 'Symbol {{symbol}}',
  back: 'Back to the price board',
};

export default en;
