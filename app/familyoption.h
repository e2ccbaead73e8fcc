#pragma once
// `--family ID` of the list and batch verbs: only the entries whose reason that
// failure family's gate takes; a family's own flag (FailureFamily::optionAlias:
// `--bf16`, kept from before there were several families) is its --family.
#include "core/error.h"
#include "families/failurelist.h"

#include <QCommandLineOption>
#include <QList>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

class FamilyOption {
    Q_DECLARE_TR_FUNCTIONS(FamilyOption)
public:
    FamilyOption();
    // "dtype (bf16), unpack, inputs": every family by the names the options take.
    static QString familyNames();
    void addTo(QCommandLineParser& parser) const;
    // The family asked for: its id; empty when every family's entries are kept;
    // an error for an unknown name, or options that name two families (a usage
    // error). A family is named by its id or the short name the window shows
    // (`--family bf16` is dtype's).
    Result<QString> read(const QCommandLineParser& parser) const;
    // `row` is kept by a filter on `family` (empty: any family's gate took it).
    static bool keeps(const FailureRow& row, const QString& family);
    // A filter only when --family or --bf16 was given: nullopt keeps every row.
    Result<std::optional<QString>> filter(const QCommandLineParser& parser) const;

private:
    struct Alias {
        QCommandLineOption option;
        QString family;
    };
    QCommandLineOption m_family;
    QList<Alias> m_aliases;
};

}  // namespace dtriage
