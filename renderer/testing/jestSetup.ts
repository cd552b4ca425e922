// The console's jsdom suites share the cores with the platform's suites (three jest workers, ffmpeg
// beside them): waiting for what a screen shows gets the time a loaded machine needs, not the
// library's 1 s default. A wait still ends as soon as the screen shows it.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
