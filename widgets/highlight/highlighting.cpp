#include "highlight/highlighting.h"
#include "chrome/theme.h"

#include "chrome/palettefollower.h"

#include <QGuiApplication>
#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextDocument>

#ifdef DTRIAGE_HAVE_KSH
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <ksyntaxhighlighting_version.h>
#else
#include "highlight/diffhighlighter.h"
#include "highlight/pythonhighlighter.h"
#include "highlight/yamlhighlighter.h"
#endif

namespace dtriage {
namespace {

#ifdef DTRIAGE_HAVE_KSH
// Loading the definitions is slow: one repository for the whole process, as in
// KSyntaxHighlighting's codeeditor example.
Q_GLOBAL_STATIC(KSyntaxHighlighting::Repository, repository)

QString definitionName(SourceLanguage language)
{
    switch (language) {
    case SourceLanguage::Python: return QStringLiteral("Python");
    case SourceLanguage::Yaml: return QStringLiteral("YAML");
    case SourceLanguage::Diff: return QStringLiteral("Diff");
    }
    return {};
}

KSyntaxHighlighting::Theme themeFor(const QPalette& palette)
{
    return repository->defaultTheme(isDarkPalette(palette) ? KSyntaxHighlighting::Repository::DarkTheme
                                        : KSyntaxHighlighting::Repository::LightTheme);
}

QSyntaxHighlighter* createHighlighter(QTextDocument* document, SourceLanguage language)
{
    auto* highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
    highlighter->setDefinition(repository->definitionForName(definitionName(language)));
    highlighter->setTheme(themeFor(QGuiApplication::palette()));
    new PaletteFollower(highlighter, [highlighter](const QPalette& palette) {
        const KSyntaxHighlighting::Theme theme = themeFor(palette);
        if (theme.name() == highlighter->theme().name())
            return;
        highlighter->setTheme(theme);
        highlighter->rehighlight();
    });
    return highlighter;
}
#else
QSyntaxHighlighter* createHighlighter(QTextDocument* document, SourceLanguage language)
{
    switch (language) {
    case SourceLanguage::Python: return new PythonHighlighter(document);
    case SourceLanguage::Yaml: return new YamlHighlighter(document);
    case SourceLanguage::Diff: return new DiffHighlighter(document);
    }
    return nullptr;
}
#endif

}  // namespace

void attachHighlighter(QTextDocument* document, SourceLanguage language)
{
    if (!document)
        return;
    // Two highlighters on one document would fight over the same formats.
    const auto previous = document->findChildren<QSyntaxHighlighter*>(Qt::FindDirectChildrenOnly);
    for (QSyntaxHighlighter* highlighter : previous)
        delete highlighter;
    QSyntaxHighlighter* highlighter = createHighlighter(document, language);
    // QSyntaxHighlighter defers the first pass to the event loop; do it now so the
    // formats are there as soon as the caller continues (and for tests that look at them).
    if (highlighter && !document->isEmpty())
        highlighter->rehighlight();
}

void applyHighlighterPalette(QTextDocument* document, const QPalette& palette)
{
    if (!document)
        return;
    if (auto* follower = document->findChild<PaletteFollower*>())
        follower->apply(palette);
}

QString highlighterName()
{
#ifdef DTRIAGE_HAVE_KSH
    return QStringLiteral("KSyntaxHighlighting " KSYNTAXHIGHLIGHTING_VERSION_STRING);
#else
    return QStringLiteral("built-in");
#endif
}

}  // namespace dtriage
