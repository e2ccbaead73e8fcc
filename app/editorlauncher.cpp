#include "editorlauncher.h"

#include <QDesktopServices>
#include <QFileInfo>
#include <QProcess>
#include <QUrl>

namespace dtriage {

QStringList EditorLauncher::command(const QString& editor, const QString& path, int line)
{
    QStringList command = QProcess::splitCommand(editor);
    if (command.isEmpty())
        return {};
    const QString program = QFileInfo(command.first()).fileName();
    if (line <= 0)
        command << path;
    else if (program == QLatin1String("code") || program == QLatin1String("codium")
             || program == QLatin1String("code-oss"))
        command << QStringLiteral("--goto") << QStringLiteral("%1:%2").arg(path).arg(line);
    else if (program == QLatin1String("kate") || program == QLatin1String("kwrite"))
        command << QStringLiteral("--line") << QString::number(line) << path;
    else if (program == QLatin1String("gedit") || program == QLatin1String("gnome-text-editor"))
        command << QStringLiteral("+%1").arg(line) << path;
    else  // vi, vim, nvim, emacs, nano, micro, helix: "+LINE file"
        command << QStringLiteral("+%1").arg(line) << path;
    return command;
}

bool EditorLauncher::open(const QString& path, int line, QString* why)
{
    const QString editor = qEnvironmentVariable("VISUAL", qEnvironmentVariable("EDITOR"));
    const QStringList run = command(editor, path, line);
    if (!run.isEmpty()) {
        if (QProcess::startDetached(run.first(), run.mid(1)))
            return true;
        *why = tr("could not start %1").arg(run.first());
        return false;
    }
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        return true;
    *why = tr("no editor: set $VISUAL or $EDITOR, or a desktop handler for Python files");
    return false;
}

}  // namespace dtriage
