#pragma once
// The centre of the workbench: one entry and, once started, its triage session.
// The loader source with the fix site marked, the session's family's evidence
// (FamilyEvidence: the bf16 family's dtype dumps before and after the fix), and
// the diffs waiting for approval. The panel reads
// everything from the session and asks the session to apply what the user
// approved; it never writes a file or starts a process itself.
#include "checkout/sourcefile.h"
#include "families/preflightbadge.h"
#include "session/triagesession.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QSplitter;
class QTabWidget;

namespace dtriage {

class DiffView;
class ElidedLabel;
class FamilySplits;
class FamilyEvidence;
class SourceView;
enum class DiffKind;

class SessionPanel : public QWidget {
    Q_OBJECT
public:
    explicit SessionPanel(QWidget* parent = nullptr);

    // A new entry is chosen: its loader's source loads in the background. The
    // session, when there is one for it, follows with setSession().
    // `familyId`: the family whose gate takes the entry's reason (its evidence view
    // shows before any session); empty when none does.
    void showEntry(const QString& key, const QString& loaderPath, const QString& displayPath,
                   const QString& familyId = {});
    void setSession(TriageSession* session);  // null: no session for this entry yet
    // What the pre-flight predicts for the shown entry: before any session the
    // source scrolls to its site, marked, and the evidence says it is a prediction
    // (the repro or probe confirms it). A badge without a site shows nothing.
    void setPrediction(const PreflightBadge& badge);
    bool showsPrediction() const { return m_predictionShown; }
    // The dividers the user set, per family; restored by WindowLayout.
    FamilySplits* familySplits() const { return m_splits; }
    // The least height that reads a triage (issue 47 §6): the header, the marked
    // line with kContextLines of code around it, the diff's readable lines and its
    // Approve. The panel's minimum: a dock takes only what is left.
    static constexpr int kContextLines = 3;
    int readingHeight() const;
    TriageSession* session() const { return m_session; }
    // Triage cannot run on this checkout (its loaders submodule is not checked
    // out): Start stays off and its tooltip says why. Empty: it can.
    void setTriageBlocked(const QString& why);
    QString key() const { return m_key; }

    SourceView* sourceView() const { return m_source; }
    // The evidence view of the session's family (the first family's before one).
    FamilyEvidence* evidence() const { return m_evidence; }
    DiffView* diffView() const { return m_diff; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* reportButton() const { return m_report; }
    ElidedLabel* stateLabel() const { return m_state; }
    QSplitter* splitter() const { return m_splitter; }

Q_SIGNALS:
    void startRequested();
    void reportRequested();
    void sourceShown();  // the loader's text is in the source view

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildHeader();
    void connectDiffView();
    void showFormatting(const TriageRecord::Fix& fix);
    void onSourceRead();
    void refresh();
    QString shownFile() const;
    void readSource();
    void showFixSite();
    void showPrediction();
    void balance();
    void useEvidenceOf(const QString& familyId);
    void connectEvidence(FamilyEvidence* view);
    void showDiffs(const TriageRecord& record);
    void onNeedsApproval(TriageSession::ApprovalKind kind, const QString& diff);
    void approve(DiffKind kind);
    void reject(DiffKind kind);
    void updateButtons();

    QString m_entryFamily;  // the shown entry's family by its reason (showEntry)
    PreflightBadge m_prediction;
    bool m_predictionShown = false;
    FamilySplits* m_splits = nullptr;
    QString m_key;
    QString m_displayPath;
    QString m_loaderPath;
    QString m_shownFile;  // what the code view shows (shownFile() when it was read)
    struct ShownSite {
        QString display;  // empty: the loader, marked by the family
        int line = 0;
        QString edit;
    };
    ShownSite m_shownSite;  // the fix's line in a file other than the loader
    bool m_sourceHasFix = false;  // the text shown is the loader with the session's fix in it
    QPointer<TriageSession> m_session;
    QFutureWatcher<Result<SourceFile>> m_reading;
    bool m_sourceReady = false;
    QWidget* m_headerRow = nullptr;
    QLabel* m_title = nullptr;
    ElidedLabel* m_state = nullptr;
    QPushButton* m_start = nullptr;
    QString m_triageBlocked;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_report = nullptr;
    QSplitter* m_splitter = nullptr;
    SourceView* m_source = nullptr;
    QSplitter* m_right = nullptr;  // the source and the evidence above the diffs
    QScrollArea* m_evidenceArea = nullptr;
    FamilyEvidence* m_evidence = nullptr;
    QString m_evidenceFamily;
    DiffView* m_diff = nullptr;
};

}  // namespace dtriage
