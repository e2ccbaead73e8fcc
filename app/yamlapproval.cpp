#include "yamlapproval.h"

#include "chrome/screenfit.h"
#include "core/whenready.h"
#include "core/workpool.h"
#include "diff/diffview.h"

#include <QLabel>
#include <QPointer>
#include <QVBoxLayout>

namespace dtriage {

QDialog* YamlApproval::open(QWidget* parent, const QString& title, const QString& text, const YamlChange& change,
                            std::function<void(const Result<void>&)> written)
{
    return open(parent, title, text, QList<YamlChange>{change}, [written](const YamlChange::Written& done) {
        written(done.ok() ? Result<void>() : Result<void>(std::unexpected(*done.error)));
    });
}

QDialog* YamlApproval::open(QWidget* parent, const QString& title, const QString& text, const QList<YamlChange>& changes,
                            std::function<void(const YamlChange::Written&)> written)
{
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    auto* label = new QLabel(text, dialog);
    label->setWordWrap(true);
    auto* diff = new DiffView(dialog);
    diff->showOnly(DiffKind::Yaml);
    QString whole;
    for (const YamlChange& change : changes)
        if (!change.changesNothing() || changes.size() == 1)
            whole += change.diff();
    diff->setDiff(DiffKind::Yaml, whole, true);
    layout->addWidget(label);
    layout->addWidget(diff, 1);
    ScreenFit::resize(dialog, QSize(900, 480));
    QObject::connect(diff, &DiffView::rejectRequested, dialog, &QDialog::reject);
    QObject::connect(diff, &DiffView::approveRequested, dialog, [parent, dialog, changes, written] {
        dialog->setEnabled(false);
        whenReady(parent, WorkPool::run([changes] { return YamlChange::writeAll(changes); }),
                  [guard = QPointer<QDialog>(dialog), written](const YamlChange::Written& result) {
                      if (guard)
                          guard->accept();
                      written(result);
                  });
    });
    dialog->open();
    return dialog;
}

}  // namespace dtriage
