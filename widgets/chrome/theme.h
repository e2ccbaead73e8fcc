#pragma once
// The application-wide look: the platform's own style and palette (System), or
// Fusion with a light or a dark palette. Widgets that paint their own colours
// (highlighters, diff views) react to the palette change events this sends.
#include "chrome/workbenchsettings.h"

class QPalette;

namespace dtriage {

// The first call remembers the platform's style and palette, so System can go back to them.
void applyTheme(WorkbenchSettings::Theme theme);

QPalette lightPalette();
QPalette darkPalette();
// True when the palette's text areas (Base) are darker than their text: pick the
// dark variant of colours. The one answer for the theme, the highlighters and the editor.
bool isDarkPalette(const QPalette& palette);

}  // namespace dtriage
