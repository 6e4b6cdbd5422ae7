export {
  startHarambee,
  WEB_DIST,
  type RunningHarambee,
  type StartOptions,
} from './harambee-server';
export { DEMO_CREATOR_PASSWORD, demoCreators } from './demo-content';
