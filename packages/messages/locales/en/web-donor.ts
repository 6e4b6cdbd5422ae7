import chrome from './web-chrome.json';
import giving from './web-giving.json';

/**
 * What every screen of the web app shows around it (header, footer, cookie banner, errors) and the donate flow's
 * texts: all a donor's first visit to a donate page loads of this language.
 */
export default { ...chrome, ...giving };
