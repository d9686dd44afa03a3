// Stage 2: the MUI components of the first page (each builds its styled parts as it loads).
import '../../components/app-header';
import '../../components/page-container';
import '../../features/survey/step-layout';
import '../../features/survey/steps/text-input';
