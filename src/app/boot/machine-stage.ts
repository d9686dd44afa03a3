// Boot stage 5 (see src/main.tsx): XState and the survey machine, evaluated in a task of
// their own.
export { appSurveyMachine } from '../../features/survey/survey-actors';
