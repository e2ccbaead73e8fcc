#include "familyviews/dtype/dtypedumptable.h"

#include "families/dtype/probe/reprofindings.h"

#include "familyviews/dtype/dtypedumpmodel.h"
#include "familyviews/dtype/offendersfirstproxy.h"
#include "chrome/elidedlabel.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace dtriage {

namespace {

// Readable on light and dark palettes alike (the failure list uses the same pair).
QColor resultColor(TriageRecord::CpuPhase::Result result)
{
    switch (result) {
    case TriageRecord::CpuPhase::Result::Ok: return QColor(0x27, 0xae, 0x60);
    case TriageRecord::CpuPhase::Result::Failed: return QColor(0xc0, 0x39, 0x2b);
    case TriageRecord::CpuPhase::Result::NotRun: break;
    }
    return {};
}

QLabel* selectableLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

void setTextOrHide(QLabel* label, const QString& text)
{
    if (auto* elided = qobject_cast<ElidedLabel*>(label))
        elided->setFullText(text);
    else
        label->setText(text);
    label->setVisible(!text.isEmpty());
}

// One line, the whole text in its tooltip: a phase's verbatim error wrapped to four
// lines and pushed the offending row out of sight at 1366x700.
ElidedLabel* oneLineLabel(QWidget* parent)
{
    auto* label = new ElidedLabel(parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

DtypeDumpTable::DtypeDumpTable(QWidget* parent)
    : QWidget(parent), m_model(new DtypeDumpModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);

    m_status = selectableLabel(this);
    layout->addWidget(m_status);

    m_phases = new QWidget(this);
    auto* grid = new QGridLayout(m_phases);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(2, 1);
    m_bf16 = addPhaseRow(grid, 0, tr("BFLOAT16 phase:"));
    m_fp32 = addPhaseRow(grid, 2, tr("FLOAT32 phase:"));
    layout->addWidget(m_phases);

    m_summary = selectableLabel(this);
    layout->addWidget(m_summary);

    m_view = new QTableView(this);
    m_view->setTabKeyNavigation(false);  // Tab leaves the table (keyboard reaches everything)
    m_view->setAccessibleName(tr("Inputs and their dtypes"));
    auto* offendersFirst = new OffendersFirstProxy(m_model);
    offendersFirst->setSourceModel(m_model);
    m_view->setModel(offendersFirst);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view);
    layout->addStretch(1);  // the table is as tall as its rows; what is left stays below

    clear();
}

DtypeDumpTable::PhaseLabels DtypeDumpTable::addPhaseRow(QGridLayout* grid, int row, const QString& name)
{
    PhaseLabels labels;
    labels.name = new QLabel(name, m_phases);
    QFont bold = labels.name->font();
    bold.setBold(true);
    labels.name->setFont(bold);
    labels.result = new QLabel(m_phases);
    labels.error = oneLineLabel(m_phases);
    labels.error->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    labels.note = oneLineLabel(m_phases);
    grid->addWidget(labels.name, row, 0, Qt::AlignTop);
    grid->addWidget(labels.result, row, 1, Qt::AlignTop);
    grid->addWidget(labels.error, row, 2);
    grid->addWidget(labels.note, row + 1, 2);
    return labels;
}

QString DtypeDumpTable::noteOf(const TriageRecord::CpuPhase& phase)
{
    QStringList parts;
    if (!phase.where.isEmpty())
        parts << tr("raised at %1").arg(phase.where);
    // The record keeps no stage; an empty dump of a failed phase means the inputs never
    // existed, i.e. load_model or load_inputs raised before the dump.
    if (phase.result == TriageRecord::CpuPhase::Result::Failed && phase.dump.isEmpty())
        parts << tr("no dump: failed before its inputs existed (inside load_model or load_inputs)");
    return parts.join(QStringLiteral(" · "));
}

void DtypeDumpTable::showPhase(const PhaseLabels& labels, const TriageRecord::CpuPhase& phase)
{
    labels.result->setText(phase.resultName());
    // An empty palette resolves every role from the parent, so it follows light/dark changes.
    QPalette palette;
    const QColor color = resultColor(phase.result);
    if (color.isValid())
        palette.setColor(QPalette::WindowText, color);
    labels.result->setPalette(palette);
    setTextOrHide(labels.error, phase.errorLine);
    setTextOrHide(labels.note, noteOf(phase));
}

void DtypeDumpTable::showSummary(const TriageRecord::CpuRun& run)
{
    if (run.phase(ReproFindings::kBf16Phase).dump.isEmpty()) {
        setTextOrHide(m_summary, {});
        return;
    }
    const QStringList offenders = m_model->offenders();
    if (offenders.isEmpty()) {
        setTextOrHide(m_summary, tr("No floating input stayed float32 in the BFLOAT16 phase."));
        return;
    }
    setTextOrHide(m_summary, tr("Stayed float32 while the model ran in bfloat16: %1")
                                 .arg(offenders.join(QStringLiteral(", "))));
}

void DtypeDumpTable::setRun(const TriageRecord::CpuRun& run, const QString& title)
{
    setTextOrHide(m_title, title);
    m_model->setRun(run);
    const bool ran = run.ran();
    setTextOrHide(m_status, ran ? QString() : tr("The CPU repro has not run."));
    m_phases->setVisible(ran);
    m_view->setVisible(ran);
    showPhase(m_bf16, run.phase(ReproFindings::kBf16Phase));
    showPhase(m_fp32, run.phase(ReproFindings::kFp32Phase));
    showSummary(run);
    m_view->resizeColumnsToContents();
    fitHeight();
}

// As tall as its rows (up to kMaxRows of them, then it scrolls): a dump of three
// inputs takes three rows' height, not the panel's.
void DtypeDumpTable::fitHeight()
{
    const int rows = qMin(m_view->model()->rowCount(), kMaxRows);
    const int height = m_view->horizontalHeader()->sizeHint().height() + 2 * m_view->frameWidth()
                       + rows * m_view->verticalHeader()->defaultSectionSize()
                       + (m_view->model()->rowCount() > kMaxRows ? 0 : 2);
    m_view->setFixedHeight(height);
}

void DtypeDumpTable::clear() { setRun({}); }

QString DtypeDumpTable::headerText() const
{
    QStringList lines;
    auto add = [&lines](const QLabel* label) {
        const auto* elided = qobject_cast<const ElidedLabel*>(label);
        const QString text = elided ? elided->fullText() : label->text();  // what it says, not what fits
        if (!label->isHidden() && !text.isEmpty())
            lines << text;
    };
    add(m_title);
    add(m_status);
    if (!m_phases->isHidden()) {
        for (const PhaseLabels* phase : {&m_bf16, &m_fp32}) {
            lines << phase->name->text() + u' ' + phase->result->text();
            add(phase->error);
            add(phase->note);
        }
    }
    add(m_summary);
    return lines.join(u'\n');
}

}  // namespace dtriage
