#pragma once
// The part every headless verb shares: `--checkout DIR`, `--help`, usage errors
// and the exit code when the folder is not a tt-xla checkout.
#include "checkout/checkout.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>

namespace dtriage {

class VerbParser {
    Q_DECLARE_TR_FUNCTIONS(VerbParser)

public:
    VerbParser(const QString& verb, const QString& description);

    QCommandLineParser& parser() { return m_parser; }
    // Parses; returns the exit code when the verb must stop here (help, usage error,
    // no checkout), else nullopt and checkout() is open.
    std::optional<int> parse(const QStringList& arguments, QTextStream& out, QTextStream& err);
    const Checkout& checkout() const { return *m_checkout; }
    QStringList positional() const;  // positional arguments after the verb

private:
    QString m_verb;
    QCommandLineParser m_parser;
    QCommandLineOption m_checkoutOption;
    std::optional<Checkout> m_checkout;
};

}  // namespace dtriage
