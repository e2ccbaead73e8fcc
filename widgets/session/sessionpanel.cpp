#include "session/sessionpanel.h"

#include "diff/diffview.h"
#include "chrome/elidedlabel.h"
#include "session/evidencepanel.h"
#include "session/familysplits.h"
#include "familyviews/familyevidence.h"
#include "familyviews/familyviews.h"
#include "families/failurefamily.h"
#include "format/formattingverdict.h"
#include "source/sourceview.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace dtriage {

using State = TriageSession::State;

SessionPanel::SessionPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildHeader());

    m_source = new SourceView(this);
    m_evidenceFamily = FamilyViews::viewedFamily({});
    m_evidence = FamilyViews::evidence(m_evidenceFamily, this);
    connectEvidence(m_evidence);
    m_source->setExplainsSite(m_evidence->explainsSite());
    m_diff = new DiffView(this);

    // The loader's source and the family's evidence side by side, the diff under both
    // at the panel's whole width: at 1366x700 the marked line, its evidence, a dozen
    // diff lines and Approve are in sight together, and a diff line is read whole.
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("sourceFamilySplitter"));
    m_splitter->addWidget(m_source);
    // The family's evidence scrolls within its share: its own minimum height (a table,
    // a tree) must not take the diff's lines at 1366x700.
    m_evidenceArea = new QScrollArea(this);
    m_evidenceArea->setObjectName(QStringLiteral("familyEvidenceArea"));
    m_evidenceArea->setWidgetResizable(true);
    m_evidenceArea->setFrameShape(QFrame::NoFrame);
    m_evidenceArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Not a Tab stop of its own: it would show no focus (issue 30); its views are.
    m_evidenceArea->setFocusPolicy(Qt::NoFocus);
    m_evidenceArea->setWidget(m_evidence);
    m_splitter->addWidget(m_evidenceArea);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({600, 400});
    m_right = new QSplitter(Qt::Vertical, this);
    m_right->setObjectName(QStringLiteral("workDiffSplitter"));
    m_right->addWidget(m_splitter);
    m_right->addWidget(m_diff);
    m_right->setStretchFactor(0, 1);
    m_right->setStretchFactor(1, 1);
    m_right->setChildrenCollapsible(false);
    layout->addWidget(m_right, 1);
    m_splits = new FamilySplits({m_splitter, m_right}, this);
    m_splits->show(m_evidenceFamily);
    connect(m_splits, &FamilySplits::cleared, this, &SessionPanel::balance);

    m_headerRow = layout->itemAt(0)->widget();
    setMinimumHeight(readingHeight());
    connectDiffView();
    connect(&m_reading, &QFutureWatcher<Result<SourceFile>>::finished, this, &SessionPanel::onSourceRead);
    updateButtons();
}

QWidget* SessionPanel::buildHeader()
{
    auto* header = new QWidget(this);
    auto* layout = new QHBoxLayout(header);
    layout->setContentsMargins(4, 2, 4, 2);
    m_title = new QLabel(tr("Choose an entry in the list"), header);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // One line, the whole text in its tooltip: a wrapped state took four lines of
    // the diff's height at 1366x700.
    m_state = new ElidedLabel(header);
    m_start = new QPushButton(tr("Start triage"), header);
    m_start->setToolTip(tr("Run the triage of this entry (Enter in the list)"));
    m_cancel = new QPushButton(tr("Cancel"), header);
    m_cancel->setToolTip(tr("Stop the running jobs; an applied, unapproved loader fix is reverted"));
    layout->addWidget(m_title);
    layout->addWidget(m_state, 1);
    m_report = new QPushButton(tr("Report…"), header);
    m_report->setToolTip(tr("Preview and export the report of every finished triage (Ctrl+R)"));
    layout->addWidget(m_start);
    layout->addWidget(m_cancel);
    layout->addWidget(m_report);
    connect(m_report, &QPushButton::clicked, this, &SessionPanel::reportRequested);
    connect(m_start, &QPushButton::clicked, this, &SessionPanel::startRequested);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->cancel();
    });
    return header;
}

void SessionPanel::connectDiffView()
{
    connect(m_diff, &DiffView::approveRequested, this, &SessionPanel::approve);
    connect(m_diff, &DiffView::rejectRequested, this, &SessionPanel::reject);
    connect(m_diff, &DiffView::revertRequested, this, [this] {
        if (m_session && m_session->canRevert())
            m_session->revertWrites();
    });
}

void SessionPanel::showEntry(const QString& key, const QString& loaderPath, const QString& displayPath,
                             const QString& familyId)
{
    if (key == m_key)
        return;
    m_key = key;
    m_entryFamily = familyId;
    m_prediction = {};
    m_predictionShown = false;
    setSession(nullptr);
    if (!m_session)
        useEvidenceOf(familyId);
    refresh();
    m_title->setText(key);
    m_displayPath = displayPath;
    m_loaderPath = loaderPath;
    m_sourceHasFix = false;
    m_source->clear();
    m_source->setSource(displayPath, tr("Loading %1…").arg(displayPath), SourceLanguage::Python);
    readSource();
    balance();
}

// Space to what has content: the source most of the width; until a diff exists
// the source and evidence most of the height, a diff at least the lines it
// needs to be read (DiffView::readableHeight). Only while the user has not set the
// dividers for the family shown (FamilySplits).
void SessionPanel::balance()
{
    // What the widgets share: a splitter scales sizes that also count its handle.
    const int width = m_splitter->width() - m_splitter->handleWidth();
    const int height = m_right->height() - m_right->handleWidth();
    if (m_splits->chosen(m_evidenceFamily) || width <= 0 || height <= 0)
        return;
    const int evidence = width * 40 / 100;
    m_splitter->setSizes({width - evidence, evidence});
    const int diff = m_diff->hasDiff() ? qMax(height * 55 / 100, m_diff->readableHeight()) : height * 30 / 100;
    const int work = qMax(0, height - qMin(diff, height * 75 / 100));
    m_right->setSizes({work, height - work});
}

void SessionPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    balance();
}

int SessionPanel::readingHeight() const
{
    return m_headerRow->sizeHint().height() + layout()->spacing() + m_source->readingHeight(kContextLines)
           + m_right->handleWidth() + m_diff->readableHeight();
}

void SessionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (m_headerRow && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        setMinimumHeight(readingHeight());
}

// The file the code view shows: the loader, or the file the session's fix writes
// when that is another one (the unpack family's registry line in training_utils.py):
// the fix is shown where it lands (issue 47 §5).
QString SessionPanel::shownFile() const
{
    if (m_session && m_session->record().fix.line > 0) {
        const QString fixed = m_session->fixedFile();
        if (!fixed.isEmpty() && QFileInfo(fixed) != QFileInfo(m_loaderPath))
            return fixed;
    }
    return m_loaderPath;
}

// What is read is said and marked as it was when the reading began: the session may
// be gone or another by the time the file is there.
void SessionPanel::readSource()
{
    m_sourceReady = false;
    m_shownFile = shownFile();
    m_shownSite = {};
    if (m_shownFile != m_loaderPath) {
        const TriageRecord::Fix& fix = m_session->record().fix;
        m_shownSite = {QDir(m_session->checkoutRoot()).relativeFilePath(m_shownFile), fix.line, fix.edit};
    }
    m_reading.setFuture(SourceFile::readAsync(m_shownFile));
}

void SessionPanel::onSourceRead()
{
    const Result<SourceFile> file = m_reading.result();
    const bool loader = m_shownSite.display.isEmpty();
    const QString display = loader ? m_displayPath : m_shownSite.display;
    if (!file) {
        m_source->setSource(display, file.error().toString(), SourceLanguage::Python);
        return;
    }
    m_source->setSource(display, file->text, SourceLanguage::Python);
    m_sourceReady = true;
    if (loader) {
        showFixSite();  // the family marks its site in the loader, with its evidence
        showPrediction();
    } else {
        m_source->showFixSite(m_shownSite.line, m_shownSite.edit);
    }
    Q_EMIT sourceShown();
}

void SessionPanel::setSession(TriageSession* session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session && m_predictionShown) {
        // A session speaks for itself from here: its repro or probe marks the site.
        m_predictionShown = false;
        m_source->showFixSite(0, QString());
        m_source->setEvidence({});
    }
    useEvidenceOf(m_session && m_session->family() ? m_session->family()->id() : m_entryFamily);
    m_evidence->clear();
    m_diff->clear();
    if (m_session) {
        connect(m_session, &TriageSession::stateChanged, this, &SessionPanel::refresh);
        connect(m_session, &TriageSession::needsApproval, this, &SessionPanel::onNeedsApproval);
        connect(m_session, &TriageSession::finished, this, &SessionPanel::refresh);
        connect(m_session, &TriageSession::reverted, this, [this](bool ok, const QString& message) {
            m_state->setFullText(ok ? tr("Reverted: %1").arg(message) : tr("Not reverted: %1").arg(message));
            refresh();
        });
        connect(m_session, &QObject::destroyed, this, [this] { setSession(nullptr); });
    }
    refresh();
    // Chosen while it already waits: its diff waits here too.
    if (m_session && m_session->state() == State::AwaitingFixApproval)
        onNeedsApproval(TriageSession::ApprovalKind::LoaderFix, m_session->loaderDiff());
    else if (m_session && m_session->state() == State::AwaitingYamlApproval)
        onNeedsApproval(TriageSession::ApprovalKind::YamlPlan, m_session->yamlDiff());
}

void SessionPanel::refresh()
{
    updateButtons();
    if (!m_session) {
        m_state->setFullText(tr("Not triaged in this window yet"));
        if (m_shownFile != m_loaderPath && !m_loaderPath.isEmpty())
            readSource();  // the fix's other file was the session's: the loader again
        return;
    }
    const TriageRecord& record = m_session->record();
    const QString note = m_session->note();
    const QString text = SessionStates::text(m_session->state());
    // A note that already says the state ("waiting for tt-xla's CI: run 42") stands alone.
    const bool saysState = note.startsWith(text, Qt::CaseInsensitive);
    m_state->setFullText(note.isEmpty() ? text : saysState ? note : tr("%1 — %2").arg(text, note));
    // The fix landed (or was reverted): show the loader as it is on disk now.
    if ((record.fix.landed() != m_sourceHasFix || shownFile() != m_shownFile) && !m_loaderPath.isEmpty()) {
        m_sourceHasFix = record.fix.landed();
        readSource();
    }
    useEvidenceOf(m_session->family() ? m_session->family()->id() : m_entryFamily);
    showFixSite();
    m_evidence->showRecord(*m_session, m_key);
    showDiffs(record);
}

void SessionPanel::setPrediction(const PreflightBadge& badge)
{
    m_prediction = badge;
    showPrediction();
}

void SessionPanel::showPrediction()
{
    if (m_session || !m_sourceReady || m_prediction.line <= 0 || m_predictionShown)
        return;
    m_predictionShown = true;
    m_source->showFixSite(m_prediction.line, m_prediction.siteText);
    SourceEvidence evidence;
    evidence.inputKey = m_prediction.inputKey;
    evidence.siteText = m_prediction.siteText;
    evidence.why = tr("Prediction of the pre-flight (nothing ran yet; the repro or probe confirms it): %1")
                       .arg(m_prediction.tooltip);
    m_source->setEvidence(evidence);
}

void SessionPanel::showFixSite()
{
    if (m_session && m_sourceReady && m_shownFile == m_loaderPath)
        m_evidence->markSource(*m_session, *m_source);
}

// The view of the session's family in place of the one shown (same place, same
// share of the splitter); the family is known once the gate passed.
void SessionPanel::useEvidenceOf(const QString& familyId)
{
    const QString family = FamilyViews::viewedFamily(familyId);
    if (family == m_evidenceFamily)
        return;
    FamilyEvidence* view = FamilyViews::evidence(family, this);
    connectEvidence(view);
    delete m_evidenceArea->takeWidget();
    m_evidenceArea->setWidget(view);
    m_evidence = view;
    m_evidenceFamily = family;
    m_source->setExplainsSite(view->explainsSite());
    if (!m_splits->show(family))
        balance();
}

// A choice of fix made in the evidence view: the session builds the fix again.
void SessionPanel::connectEvidence(FamilyEvidence* view)
{
    connect(view, &FamilyEvidence::choiceMade, this, [this](const QString& choice, const QString& why) {
        if (m_session)
            m_session->chooseFix(choice, why);
    });
}

void SessionPanel::showDiffs(const TriageRecord& record)
{
    showFormatting(record.fix);
    const State state = m_session->state();
    if (state != State::AwaitingFixApproval && !record.loaderDiff.isEmpty())
        m_diff->setDiff(DiffKind::Loader, record.loaderDiff, false);
    if (state != State::AwaitingYamlApproval && !record.yamlDiff.isEmpty())
        m_diff->setDiff(DiffKind::Yaml, record.yamlDiff, false);
    balance();
    m_diff->setRevertAvailable(m_session->isFinished() && m_session->canRevert());
}

// Under the loader's diff: which black shaped the edit, and pre-commit's pin.
void SessionPanel::showFormatting(const TriageRecord::Fix& fix)
{
    if (fix.after.isEmpty()) {
        m_diff->setCaption(DiffKind::Loader, {});
        return;
    }
    m_diff->setCaption(DiffKind::Loader, FormattingVerdict::brief(fix.formatter, fix.formatterFrom, fix.pin()),
                       tr("Formatting: %1").arg(FormattingVerdict::line(fix.formatter, fix.formatterFrom, fix.pin())));
}

void SessionPanel::onNeedsApproval(TriageSession::ApprovalKind kind, const QString& diff)
{
    if (kind == TriageSession::ApprovalKind::LoaderFix)
        showFormatting(m_session->record().fix);
    m_diff->setDiff(kind == TriageSession::ApprovalKind::LoaderFix ? DiffKind::Loader : DiffKind::Yaml, diff, true);
    if (kind == TriageSession::ApprovalKind::LoaderFix)  // settled, the same text is approvable
        m_diff->holdApproval(DiffKind::Loader, m_session->fixNeedsAPerson()
                                                   ? tr("Judgement call: say which loss reads it (Why, by the "
                                                        "output tree), build the fix again, then approve")
                                                   : QString());
    balance();
}

void SessionPanel::approve(DiffKind kind)
{
    if (!m_session)
        return;
    if (kind == DiffKind::Loader && m_session->state() == State::AwaitingFixApproval)
        m_session->approveLoaderFix();
    else if (kind == DiffKind::Yaml && m_session->state() == State::AwaitingYamlApproval)
        m_session->approveYamlPlan();
}

void SessionPanel::reject(DiffKind kind)
{
    if (!m_session)
        return;
    if (kind == DiffKind::Loader && m_session->state() == State::AwaitingFixApproval)
        m_session->rejectLoaderFix();
    else if (kind == DiffKind::Yaml && m_session->state() == State::AwaitingYamlApproval)
        m_session->rejectYamlPlan();
}

void SessionPanel::setTriageBlocked(const QString& why)
{
    m_triageBlocked = why;
    m_start->setToolTip(why.isEmpty() ? tr("Run the triage of this entry (Enter in the list)") : why);
    updateButtons();
}

void SessionPanel::updateButtons()
{
    const bool running = m_session && !m_session->isFinished();
    m_start->setEnabled(!m_key.isEmpty() && !running && m_triageBlocked.isEmpty());
    m_start->setText(m_session && m_session->isFinished() ? tr("Triage again") : tr("Start triage"));
    m_cancel->setEnabled(running);
}

}  // namespace dtriage
