#pragma once
// The bfloat16 family's evidence: the dtype dumps of the CPU repro before and
// after the fix (two tabs), and the fix site its proposal found, marked in the
// loader source with the chain that led there.
#include "familyviews/familyevidence.h"

#include <optional>

class QTabWidget;

namespace dtriage {

class DtypeDumpTable;
struct ReproResult;

class DtypeEvidence : public FamilyEvidence {
    Q_OBJECT
public:
    explicit DtypeEvidence(QWidget* parent = nullptr);
    // The family it shows (FamilyViews).
    static QString familyId();

    void clear() override;
    void showRecord(const TriageSession& session, const QString& key) override;
    void markSource(const TriageSession& session, SourceView& source) override;
    bool explainsSite() const override { return true; }

    DtypeDumpTable* beforeTable() const { return m_before; }
    DtypeDumpTable* afterTable() const { return m_after; }
    QTabWidget* tabs() const { return m_tabs; }

    // "decoder.prenet.layers.0 (Linear): inputs torch.float32, parameters torch.bfloat16"
    static QString provenance(const std::optional<ReproResult>& repro);

private:
    QTabWidget* m_tabs = nullptr;
    DtypeDumpTable* m_before = nullptr;
    DtypeDumpTable* m_after = nullptr;
};

}  // namespace dtriage
