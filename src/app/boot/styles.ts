// Stage 1 of the app (src/app/boot/stages.ts): Emotion, MUI's styling engine, the theme.
import '../../theme/theme';
