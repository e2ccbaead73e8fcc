#pragma once
// Opens a loader at a line in the user's editor (issue 14): $VISUAL, else
// $EDITOR, with the line in the editor's own syntax (`code --goto f:l`,
// `vim +l f`, `emacs +l f`, …), detached; without either, the desktop's handler
// for the file (QDesktopServices), which cannot be told a line.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

class EditorLauncher {
    Q_DECLARE_TR_FUNCTIONS(EditorLauncher)
public:
    // The program and its arguments for `editor` (a command line, as $EDITOR
    // holds it); empty when `editor` is empty.
    static QStringList command(const QString& editor, const QString& path, int line);
    // Opens `path` at `line` (0: the top); false with `why` when nothing could start.
    static bool open(const QString& path, int line, QString* why);
};

}  // namespace dtriage
